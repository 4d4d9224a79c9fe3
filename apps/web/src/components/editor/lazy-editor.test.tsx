// <LazyEditor>: a stand-in that loads nothing of tiptap until the first sign of use; focused and
// typed into before the editor has loaded, the editor then has the focus and the typed keys.
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../locales/i18n.ts';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { editorLoad, LazyEditor } from './lazy-editor.tsx';

function renderEditor(initial: string) {
  const onChange = vi.fn();
  function Form() {
    const [value, setValue] = useState(initial);
    const change = (html: string) => {
      setValue(html);
      onChange(html);
    };
    return <LazyEditor ariaLabel="Message" placeholder="Write something" value={value} onChange={change} />;
  }
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
      <Form />
    </ThemeProvider>,
  );
  return { onChange, textbox: screen.getByRole('textbox', { name: 'Message' }) };
}

const isEditor = (element: Element | null) => element?.getAttribute('contenteditable') === 'true';
// The first load transforms tiptap: slow on a busy machine.
const loadedEditor = () => waitFor(() => expect(isEditor(screen.getByRole('textbox', { name: 'Message' }))).toBe(true), { timeout: 20_000 });

describe('LazyEditor', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(() => {
    cleanup();
    editorLoad.reset();
  });

  it('shows the text in a focusable text box named like the editor, and loads nothing until used', async () => {
    const { textbox } = renderEditor('<p>Hello <strong>there</strong></p>');
    expect(textbox.textContent).toBe('Hello there');
    expect(textbox.querySelector('strong')).not.toBeNull();
    expect(textbox.tabIndex).toBe(0);
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(isEditor(textbox)).toBe(false);
    expect(editorLoad.started()).toBe(false);

    // Hovering loads the editor but leaves the focus where it was.
    fireEvent.pointerEnter(textbox);
    expect(editorLoad.started()).toBe(true);
    await loadedEditor();
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor.textContent).toBe('Hello there');
    expect(document.activeElement).not.toBe(editor);
  });

  it('focused with Tab and typed into at once: the editor takes the focus and the keys', async () => {
    const { textbox, onChange } = renderEditor('');
    expect(screen.getByText('Write something')).toBeTruthy();
    act(() => textbox.focus());
    expect(editorLoad.started()).toBe(true);
    for (const key of ['H', 'i', 'x', 'Backspace', 'Enter', '!']) fireEvent.keyDown(textbox, { key });
    // Shortcuts and Tab are not typing.
    fireEvent.keyDown(textbox, { key: 'b', ctrlKey: true });
    fireEvent.keyDown(textbox, { key: 'Tab' });
    await loadedEditor();
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(document.activeElement).toBe(editor);
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p><p>!</p>');
  });

  it('pressed on its toolbar: the editor takes the focus with the caret at the end', async () => {
    const { textbox, onChange } = renderEditor('<p>Hello</p>');
    // The toolbar row sits above the text area that holds the text box.
    const toolbar = textbox.parentElement!.previousElementSibling!;
    fireEvent.pointerDown(toolbar);
    expect(document.activeElement).toBe(textbox);
    fireEvent.keyDown(textbox, { key: '!' });
    await loadedEditor();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello!</p>');
  });
});
