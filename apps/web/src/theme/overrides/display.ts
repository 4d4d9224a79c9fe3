// Overrides for tables, tabs, pagination, chips, avatars, badges, skeletons and progress bars.
import type { Components, Theme } from '@mui/material/styles';
import { greyAlpha } from '../palette.ts';

export const displayOverrides: Components<Theme> = {
  MuiTableCell: {
    styleOverrides: {
      root: { borderBottomStyle: 'dashed' },
      head: ({ theme }) => ({
        fontSize: 14,
        fontWeight: 600,
        color: theme.palette.text.secondary,
        backgroundColor: theme.palette.background.neutral,
        borderBottomStyle: 'solid',
      }),
      stickyHeader: ({ theme }) => ({ backgroundColor: theme.palette.background.neutral }),
    },
  },
  // Seed §9: the pagination toolbar is 64 px high.
  MuiTablePagination: {
    styleOverrides: {
      toolbar: { height: 64 },
      selectLabel: { fontSize: 14 },
      displayedRows: { fontSize: 14 },
    },
  },
  MuiTabs: {
    styleOverrides: {
      indicator: ({ theme }) => ({ backgroundColor: theme.palette.text.primary }),
      flexContainer: { gap: 24 },
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }) => ({
        minWidth: 48,
        minHeight: 48,
        padding: '0',
        fontWeight: 600,
        '&.Mui-selected': { color: theme.palette.text.primary },
      }),
    },
  },
  MuiPaginationItem: { styleOverrides: { root: { fontWeight: 600 } } },
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: 8, fontWeight: 500 },
      outlined: { borderColor: greyAlpha(0.32) },
    },
  },
  MuiAvatar: { styleOverrides: { root: { fontWeight: 600 } } },
  // Seed §9: an avatar group shows at most 4.
  MuiAvatarGroup: { defaultProps: { max: 4 } },
  MuiBadge: { styleOverrides: { dot: { borderRadius: '50%' } } },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
    styleOverrides: { root: { backgroundColor: greyAlpha(0.12) }, rounded: { borderRadius: 16 } },
  },
  MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4 }, bar: { borderRadius: 4 } } },
  MuiListItemIcon: { styleOverrides: { root: { color: 'inherit', minWidth: 'auto', marginInlineEnd: 16 } } },
  MuiBreadcrumbs: { styleOverrides: { separator: { marginInline: 12 } } },
  MuiFab: { defaultProps: { color: 'primary' } },
};
