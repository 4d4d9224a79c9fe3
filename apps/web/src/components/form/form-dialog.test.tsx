// The dialog-form frame of the checkout address and card dialogs: a failed save shows the
// server's message above the fields and its field messages under them; a save hands over what
// the server answered and empties the form; Cancel empties it too.
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18nReady } from '../../locales/i18n.ts';
import { FormDialog } from './form-dialog.tsx';
import { RHFTextField } from './rhf-text-field.tsx';

const NoteSchema = z.object({ title: z.string().min(1, 'Title is required') });
type Note = z.infer<typeof NoteSchema>;
const EMPTY: Note = { title: '' };

function NoteDialog({
  save,
  onSaved,
  onClose,
}: {
  save: (values: Note) => Promise<{ id: string }>;
  onSaved: (saved: { id: string }) => void;
  onClose: () => void;
}) {
  const methods = useForm<Note>({ resolver: zodResolver(NoteSchema), defaultValues: EMPTY });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="New note"
      titleId="note-dialog-title"
      maxWidth="xs"
      methods={methods}
      empty={EMPTY}
      serverFields={['title']}
      save={save}
      onSaved={onSaved}
      cancelLabel="Cancel"
      submitLabel="Save"
    >
      <RHFTextField name="title" label="Title" />
    </FormDialog>
  );
}

function renderDialog(props: Parameters<typeof NoteDialog>[0]) {
  render(
    <Suspense fallback="loading">
      <NoteDialog {...props} />
    </Suspense>,
  );
  return screen.findByRole('dialog', { name: 'New note' });
}

const title = () => screen.getByLabelText<HTMLInputElement>('Title');

// MUI in jsdom is slow on a shared machine.
describe('FormDialog', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['validation']);
  });
  afterEach(cleanup);

  it('shows a failed save: the message above, the field message under its field', async () => {
    const failure = { message: 'Check the form', fields: { title: 'Title is taken' } };
    const save = vi.fn().mockRejectedValue(failure);
    await renderDialog({ save, onSaved: vi.fn(), onClose: vi.fn() });
    fireEvent.change(title(), { target: { value: 'Groceries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form');
    expect(screen.getByText('Title is taken')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ title: 'Groceries' });
  });

  it('hands over what was saved and starts empty again; Cancel empties and closes', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    await renderDialog({ save: async () => ({ id: 'n1' }), onSaved, onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();

    fireEvent.change(title(), { target: { value: 'Groceries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'n1' }));
    expect(title().value).toBe('');

    fireEvent.change(title(), { target: { value: 'Draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(title().value).toBe('');
  });
});
