// A list page's status tabs, each with its count in a label (docs/spec/pages.md#ui Tables): the
// user, invoice, order and contact-inbox lists. The tab lives in the URL (`status`; "all" is no key).
// MUI's `Tab`s in a tab list of our own, not MUI's `Tabs`: `Tabs` measures every tab and its
// scroller after mounting (to place the sliding indicator and to hide the scrollbar), a forced
// layout of the whole page in the list's first screen, ~120 ms of a phone's CPU (bench/RESULTS.md,
// "Issue 23, session 12"). Here the selected tab draws its own underline, the row scrolls
// natively, and the arrow keys, Home and End move the focus between tabs as with `Tabs`.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { Label, type LabelColor } from '../label/label.tsx';
import { useFormatters } from '../../lib/formatters.ts';
import type { TableUrlState } from '../table/use-table-url-state.ts';

/** The tab the URL names, or "all" when it names none of them. */
export function statusTab<T extends string>(table: TableUrlState, tabs: readonly T[]): T | 'all' {
  const value = table.get('status');
  return (tabs as readonly string[]).includes(value) ? (value as T) : 'all';
}

/** Where the arrow keys, Home and End move the focus among `count` tabs (`rtl`: right is back). */
export function nextTabIndex(key: string, current: number, count: number, rtl: boolean) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === back) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function ListStatusTabs<T extends string>({
  table,
  tabs,
  value,
  label,
  color,
  count,
}: {
  table: TableUrlState;
  tabs: readonly T[];
  value: T;
  label: (tab: T) => string;
  color: (tab: T) => LabelColor;
  /** Undefined while the counts load: the label shows a dash. */
  count: (tab: T) => number | undefined;
}) {
  const format = useFormatters();
  const rtl = useTheme().direction === 'rtl';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = elements.indexOf(document.activeElement as HTMLElement);
    const next = nextTabIndex(event.key, current, elements.length, rtl);
    if (current < 0 || next === null) return;
    event.preventDefault();
    elements[next]!.focus();
  };
  return (
    <Box
      role="tablist"
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        // As `Tabs` colours its tabs (a lone `Tab` inherits the colour at 60 % opacity, too faint).
        '& > .MuiTab-root': { flexShrink: 0, opacity: 1, color: 'text.secondary' },
        '& > .MuiTab-root.Mui-selected': { color: 'text.primary' },
        gap: 3,
        px: 2.5,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}`,
        '& > .Mui-selected::after': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: 2,
          bgcolor: 'text.primary',
        },
      }}
    >
      {tabs.map((tab) => {
        const counted = count(tab);
        const selected = tab === value;
        return (
          <Tab
            key={tab}
            value={tab}
            // What `Tabs` would set on its tabs: the selection, and one tab in the tab order.
            className={selected ? 'Mui-selected' : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) table.update({ status: tab === 'all' ? '' : tab });
            }}
            iconPosition="end"
            label={label(tab)}
            icon={
              <Label color={color(tab)} variant={selected ? 'filled' : 'soft'}>
                {counted === undefined ? '–' : format.number(counted)}
              </Label>
            }
          />
        );
      })}
    </Box>
  );
}
