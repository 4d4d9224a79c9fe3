// Overrides for tables, tabs, pagination, chips, avatars, badges, skeletons and progress bars.
import type { Components, Theme } from '@mui/material/styles';
import { fillHoverShade, fillShade, isPaletteColor, textShade } from '../contrast.ts';
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
  // docs/spec/seed.md#constants: the pagination toolbar is 64 px high.
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
      root: ({ theme, ownerState }) => {
        if (!isPaletteColor(ownerState.color)) return { borderRadius: 8, fontWeight: 500 };
        const filled = ownerState.variant !== 'outlined';
        return {
          borderRadius: 8,
          fontWeight: 500,
          ...(filled
            ? {
                backgroundColor: fillShade(theme, ownerState.color),
                '&.MuiChip-clickable:hover': {
                  backgroundColor: fillHoverShade(theme, ownerState.color),
                },
              }
            : { color: textShade(theme, ownerState.color) }),
        };
      },
      outlined: { borderColor: greyAlpha(0.32) },
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: { fontWeight: 600 },
      // Letter avatars and an avatar group's "+N": dark text on a light grey (white on grey 400 is 1.6:1).
      colorDefault: ({ theme }) => ({
        color: theme.palette.text.primary,
        backgroundColor:
          theme.palette.mode === 'light' ? theme.palette.grey[300] : theme.palette.grey[700],
      }),
    },
  },
  // docs/spec/seed.md#constants: an avatar group shows at most 4.
  MuiAvatarGroup: { defaultProps: { max: 4 } },
  MuiBadge: {
    styleOverrides: {
      dot: { borderRadius: '50%' },
      badge: ({ theme, ownerState }) =>
        isPaletteColor(ownerState.color)
          ? { backgroundColor: fillShade(theme, ownerState.color) }
          : {},
    },
  },
  MuiSkeleton: {
    defaultProps: { animation: 'wave' },
    styleOverrides: { root: { backgroundColor: greyAlpha(0.12) }, rounded: { borderRadius: 16 } },
  },
  MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4 }, bar: { borderRadius: 4 } } },
  MuiListItemIcon: {
    styleOverrides: { root: { color: 'inherit', minWidth: 'auto', marginInlineEnd: 16 } },
  },
  MuiBreadcrumbs: { styleOverrides: { separator: { marginInline: 12 } } },
  MuiFab: { defaultProps: { color: 'primary' } },
};
