// Overrides for cards, popovers, menus, drawers, dialogs, tooltips and the backdrop.
import type { Components, Theme } from '@mui/material/styles';

export const surfaceOverrides: Components<Theme> = {
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        position: 'relative',
        zIndex: 0,
        borderRadius: 16,
        boxShadow: theme.customShadows.card,
        border: `1px solid ${theme.palette.shared.cardBorder}`,
      }),
    },
  },
  MuiCardHeader: {
    defaultProps: {
      slotProps: { title: { variant: 'h6' }, subheader: { variant: 'body2', sx: { mt: 0.5 } } },
    },
    styleOverrides: { root: { padding: '24px 24px 0' } },
  },
  MuiCardContent: { styleOverrides: { root: { padding: 24 } } },
  MuiPopover: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: 10,
        boxShadow: theme.customShadows.dropdown,
        backgroundImage: 'none',
      }),
    },
  },
  MuiMenu: { styleOverrides: { list: { padding: 4 } } },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        ...theme.typography.body2,
        padding: '6px 8px',
        borderRadius: 6,
        '&:not(:last-of-type)': { marginBottom: 4 },
        '&.Mui-selected': { fontWeight: 600, backgroundColor: theme.palette.action.selected },
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paperAnchorRight: ({ theme }) => ({ boxShadow: theme.customShadows.dropdown }),
      paperAnchorLeft: ({ theme }) => ({ boxShadow: theme.customShadows.dropdown }),
      docked: { '& .MuiDrawer-paper': { boxShadow: 'none' } },
    },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({
        borderRadius: 16,
        boxShadow: theme.customShadows.dialog,
        margin: 16,
      }),
    },
  },
  MuiDialogTitle: { styleOverrides: { root: { padding: 24 } } },
  // 8 px on top: a first text field's floating label would otherwise be clipped by the scroll box.
  MuiDialogContent: {
    styleOverrides: {
      root: { padding: '8px 24px 0', '.MuiDialogTitle-root + &': { paddingTop: 8 } },
    },
  },
  MuiDialogActions: { styleOverrides: { root: { padding: 24 } } },
  MuiBackdrop: {
    styleOverrides: {
      root: { backgroundColor: 'rgba(28, 37, 46, 0.48)' },
      invisible: { backgroundColor: 'transparent' },
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 800 : 700],
        fontWeight: 500,
      }),
      arrow: ({ theme }) => ({
        color: theme.palette.grey[theme.palette.mode === 'light' ? 800 : 700],
      }),
    },
  },
  MuiAutocomplete: {
    styleOverrides: {
      paper: ({ theme }) => ({ boxShadow: theme.customShadows.dropdown, borderRadius: 10 }),
      listbox: { padding: 4 },
      option: ({ theme }) => ({ ...theme.typography.body2, borderRadius: 6 }),
    },
  },
};
