// The language menu (docs/spec/pages.md#shell): English, French, Vietnamese, Chinese, Arabic (Sudan) with
// bundled flags. Choosing one stores `i18nextLng`, switches MUI's texts and the direction.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, languageOption, type Language } from '../../../locales/languages.ts';
import { changeLanguage, useLanguage } from '../../../locales/use-language.ts';
import { FLAGS } from './flags.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';

function Flag({ flag, size = 26 }: { flag: keyof typeof FLAGS; size?: number }) {
  return (
    <Box
      component="img"
      src={FLAGS[flag]}
      alt=""
      sx={{
        width: size,
        height: (size * 2) / 3,
        objectFit: 'cover',
        borderRadius: 0.5,
        flexShrink: 0,
        boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
      }}
    />
  );
}

export function LanguagePopover() {
  const { t } = useTranslation('chrome');
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first open (lib/use-opened-once.ts): the header is on every dashboard page.
  const opened = useOpenedOnce(!!anchor);
  const current = languageOption(language);

  const choose = (value: Language) => {
    setAnchor(null);
    if (value !== language) void changeLanguage(value);
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.open', { language: t(current.labelKey) })}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
      >
        <Flag flag={current.flag} />
      </IconButton>
      {opened && (
        <Menu
          anchorEl={anchor}
          open={!!anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { width: 200 } } }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <MenuItem
              key={option.value}
              selected={option.value === language}
              onClick={() => choose(option.value)}
              sx={{ gap: 1.5 }}
            >
              <Flag flag={option.flag} />
              {t(option.labelKey)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
