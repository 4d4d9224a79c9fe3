// Noto Color Emoji's @font-face rules, imported by the views whose texts carry emoji (chat, mail).
// FONT_FAMILY already names the family, so once a view has imported this, emoji are drawn in
// colour instead of empty boxes on machines with no emoji font (Debian's Chromium has none).
// The font is split by unicode-range: a page downloads only the subsets of the emoji it shows.
import '@fontsource/noto-color-emoji/400.css';
