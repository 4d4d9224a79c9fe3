// Overrides for what every screen shows: page base, buttons, inputs, alerts, links.
import type { Components, Theme } from '@mui/material/styles';
import { fillHoverShade, fillShade, isPaletteColor, textShade } from '../contrast.ts';
import { greyAlpha } from '../palette.ts';

const COLORS = ['info', 'success', 'warning', 'error'] as const;

export const baseOverrides: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      '*': { boxSizing: 'border-box' },
      html: { height: '100%', WebkitOverflowScrolling: 'touch' },
      body: { minHeight: '100%' },
      img: { maxWidth: '100%', display: 'inline-block', verticalAlign: 'bottom' },
      'input[type=number]': {
        MozAppearance: 'textfield',
        '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
          margin: 0,
          WebkitAppearance: 'none',
        },
      },
      // The route progress bar (nprogress, no stylesheet of its own) in the preset's colour,
      // above the header and every overlay.
      '#nprogress': { pointerEvents: 'none' },
      '#nprogress .bar': {
        background: theme.palette.primary.main,
        position: 'fixed',
        zIndex: theme.zIndex.tooltip + 1,
        top: 0,
        left: 0,
        width: '100%',
        height: 3,
      },
      '#nprogress .peg': {
        display: 'block',
        position: 'absolute',
        right: 0,
        width: 100,
        height: '100%',
        opacity: 1,
        transform: 'rotate(3deg) translate(0px, -4px)',
        boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
      },
    }),
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Coloured text, outlined and contained buttons in shades that stay readable (contrast.ts).
      root: ({ theme, ownerState }) => {
        if (!isPaletteColor(ownerState.color)) return { borderRadius: 8 };
        const text = textShade(theme, ownerState.color);
        return {
          borderRadius: 8,
          '--variant-textColor': text,
          '--variant-outlinedColor': text,
          '--variant-containedBg': fillShade(theme, ownerState.color),
          '@media (hover: hover)': {
            '&:hover': { '--variant-containedBg': fillHoverShade(theme, ownerState.color) },
          },
        };
      },
      sizeLarge: { minHeight: 48 },
      containedInherit: ({ theme }) => ({
        color:
          theme.palette.mode === 'light' ? theme.palette.common.white : theme.palette.grey[800],
        backgroundColor:
          theme.palette.mode === 'light' ? theme.palette.grey[800] : theme.palette.common.white,
        '&:hover': {
          backgroundColor:
            theme.palette.mode === 'light' ? theme.palette.grey[700] : theme.palette.grey[400],
        },
      }),
      outlined: { borderColor: 'currentColor' },
      outlinedInherit: {
        borderColor: greyAlpha(0.32),
        '&:hover': { borderColor: 'currentColor', backgroundColor: greyAlpha(0.08) },
      },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 } },
    },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { backgroundImage: 'none' },
      outlined: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
  MuiInputBase: {
    styleOverrides: {
      input: ({ theme }) => ({
        '&::placeholder': { opacity: 1, color: theme.palette.text.disabled },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        '&:hover:not(.Mui-disabled, .Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.text.primary,
        },
        '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.text.primary,
        },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: theme.palette.shared.inputOutlined }),
    },
  },
  MuiInputLabel: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focused:not(.Mui-error)': { color: theme.palette.text.primary },
      }),
    },
  },
  MuiFormHelperText: { styleOverrides: { root: { marginInline: 4 } } },
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: 8 },
      icon: { opacity: 1 },
      ...Object.fromEntries(
        COLORS.map((color) => [
          `standard${color.charAt(0).toUpperCase()}${color.slice(1)}`,
          ({ theme }: { theme: Theme }) => {
            const light = theme.palette.mode === 'light';
            const scale = theme.palette[color];
            return {
              color: light ? scale.darker : scale.lighter,
              backgroundColor: light ? scale.lighter : scale.darker,
              '& .MuiAlert-icon': { color: light ? scale.main : scale.light },
            };
          },
        ]),
      ),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme, ownerState }) =>
        isPaletteColor(ownerState.color) ? { color: textShade(theme, ownerState.color) } : {},
    },
  },
  MuiTypography: {
    defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    styleOverrides: {
      root: ({ theme, ownerState }) =>
        isPaletteColor(ownerState.color) ? { color: textShade(theme, ownerState.color) } : {},
    },
  },
};
