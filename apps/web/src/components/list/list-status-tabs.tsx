// A list page's status tabs, each with its count in a label (docs/spec/pages.md#ui Tables): the
// invoice, order and contact-inbox lists. The tab lives in the URL (`status`; "all" is no key).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Label, type LabelColor } from '../label/label.tsx';
import { useFormatters } from '../../lib/formatters.ts';
import type { TableUrlState } from '../table/use-table-url-state.ts';

/** The tab the URL names, or "all" when it names none of them. */
export function statusTab<T extends string>(table: TableUrlState, tabs: readonly T[]): T | 'all' {
  const value = table.get('status');
  return (tabs as readonly string[]).includes(value) ? (value as T) : 'all';
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
  return (
    <Tabs
      value={value}
      onChange={(_, tab: T) => table.update({ status: tab === 'all' ? '' : tab })}
      variant="scrollable"
      scrollButtons={false}
      sx={{ px: 2.5, boxShadow: (theme) => `inset 0 -2px 0 0 ${theme.palette.divider}` }}
    >
      {tabs.map((tab) => {
        const counted = count(tab);
        return (
          <Tab
            key={tab}
            value={tab}
            iconPosition="end"
            label={label(tab)}
            icon={
              <Label color={color(tab)} variant={tab === value ? 'filled' : 'soft'}>
                {counted === undefined ? '–' : format.number(counted)}
              </Label>
            }
          />
        );
      })}
    </Tabs>
  );
}
