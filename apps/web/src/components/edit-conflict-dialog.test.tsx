// The merge dialog of a stale save: it says who changed the record and when, lists the fields
// that differ with both values, and hands back a choice per field: picked one by one, or all
// mine / all theirs at once.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../locales/i18n.ts';
import { EditConflictDialog } from './edit-conflict-dialog.tsx';

const fields = [
  { name: 'price', label: 'Price', mine: '10', theirs: '12' },
  { name: 'name', label: 'Name', mine: 'Runner', theirs: 'Runner Pro' },
];

function renderDialog(onResolve = vi.fn()) {
  render(
    <EditConflictDialog
      open
      changedBy="Lucian O'Brien"
      changedAt="2026-11-26T10:15:00.000Z"
      fields={fields}
      onCancel={vi.fn()}
      onResolve={onResolve}
    />,
  );
  return onResolve;
}

describe('EditConflictDialog', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['ui-kit']);
  });
  afterEach(cleanup);

  it('says who changed it and shows both values of each differing field', () => {
    renderDialog();
    expect(screen.getByRole('dialog').textContent).toContain("Changed by Lucian O'Brien at");
    expect(screen.getByText('Runner Pro')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
  });

  it('keeps mine by default, and takes theirs field by field', async () => {
    const onResolve = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Name: Theirs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith({ price: 'mine', name: 'theirs' }));
  });

  it('takes all of theirs, or keeps all of mine, at once', async () => {
    const onResolve = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Take all of theirs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onResolve).toHaveBeenLastCalledWith({ price: 'theirs', name: 'theirs' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep all of mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onResolve).toHaveBeenLastCalledWith({ price: 'mine', name: 'mine' }),
    );
  });
});
