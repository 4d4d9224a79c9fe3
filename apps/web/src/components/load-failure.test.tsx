// A page's failed load: the 404 reads "{Entity} not found", anything else is an error with Retry;
// both offer the way back to the list.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure.tsx';

const props = {
  notFoundMessage: 'Invoice not found',
  notFoundText: 'Invoice not found',
  retryLabel: 'Retry',
  backTo: '/dashboard/invoice/list',
  backLabel: 'Back to the invoice list',
};

describe('LoadFailure', () => {
  afterEach(cleanup);

  it('shows "not found" and the back link, without Retry, for the 404', () => {
    render(
      <MemoryRouter>
        <LoadFailure {...props} error="Invoice not found" onRetry={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Back to the invoice list' }).getAttribute('href'),
    ).toBe('/dashboard/invoice/list');
  });

  it('shows any other failure with a Retry that loads again', () => {
    const onRetry = vi.fn();
    render(
      <MemoryRouter>
        <LoadFailure {...props} error="Something went wrong" onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toBeTruthy();
  });
});
