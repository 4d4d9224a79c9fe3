// Header and nav sizes (docs/spec/seed.md#constants).
export const HEADER = {
  mobile: 64,
  mainDesktop: 88,
  dashboardDesktop: 92,
  dashboardOffset: 60,
} as const;
export const NAV = {
  base: 260,
  dashboard: 280,
  mini: 88,
  itemHeight: 48,
  subItemHeight: 36,
  horizontalItemHeight: 32,
  iconSize: 24,
  horizontalIconSize: 22,
  miniIconSize: 22,
} as const;
