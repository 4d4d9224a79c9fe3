// The status tabs: one tab in the tab order, a click sets the URL's status, and the arrow keys,
// Home and End move the focus (backwards for right-to-left).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableUrlState } from '../table/use-table-url-state.ts';
import { ListStatusTabs, nextTabIndex } from './list-status-tabs.tsx';

const TABS = ['all', 'active', 'banned'] as const;

function renderTabs(update = vi.fn()) {
  const table = { get: () => '', update } as unknown as TableUrlState;
  render(
    <ListStatusTabs
      table={table}
      tabs={TABS}
      value="active"
      label={(tab) => tab.toUpperCase()}
      color={() => 'default'}
      count={(tab) => (tab === 'banned' ? undefined : 3)}
    />,
  );
  return update;
}

describe('ListStatusTabs', () => {
  afterEach(cleanup);

  it('marks the selected tab, the only one in the tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist')).toBeTruthy();
    const active = screen.getByRole('tab', { name: /ACTIVE/ });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(active.tabIndex).toBe(0);
    const all = screen.getByRole('tab', { name: /ALL/ });
    expect(all.getAttribute('aria-selected')).toBe('false');
    expect(all.tabIndex).toBe(-1);
    expect(screen.getByRole('tab', { name: /BANNED/ }).textContent).toContain('–');
  });

  it('sets the status from a click on another tab ("all" is no key)', () => {
    const update = renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: /BANNED/ }));
    expect(update).toHaveBeenLastCalledWith({ status: 'banned' });
    fireEvent.click(screen.getByRole('tab', { name: /ALL/ }));
    expect(update).toHaveBeenLastCalledWith({ status: '' });
    update.mockClear();
    fireEvent.click(screen.getByRole('tab', { name: /ACTIVE/ }));
    expect(update).not.toHaveBeenCalled();
  });

  it('moves the focus with the arrow keys', () => {
    renderTabs();
    const active = screen.getByRole('tab', { name: /ACTIVE/ });
    active.focus();
    fireEvent.keyDown(active, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /BANNED/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /ALL/ }));
  });

  it('wraps around, and reverses the arrows right to left', () => {
    expect(nextTabIndex('ArrowRight', 2, 3, false)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextTabIndex('End', 0, 3, false)).toBe(2);
    expect(nextTabIndex('a', 0, 3, false)).toBeNull();
  });
});
