// <LazyEditor>: a skeleton until tiptap has loaded (when the browser is idle after the page has
// rendered, or at once on a press), then the real editor, where paste keeps the pasted text.
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    return (
      <LazyEditor
        ariaLabel="Message"
        placeholder="Write something"
        value={value}
        onChange={change}
      />
    );
  }
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
      <Form />
    </ThemeProvider>,
  );
  return { onChange, textbox: () => screen.getByRole('textbox', { name: 'Message' }) };
}

const isEditor = (element: Element | null) => element?.getAttribute('contenteditable') === 'true';
// The first load transforms tiptap: slow on a busy machine.
const loadedEditor = async () => {
  await waitFor(
    () => expect(isEditor(screen.getByRole('textbox', { name: 'Message' }))).toBe(true),
    { timeout: 20_000 },
  );
  return screen.getByRole('textbox', { name: 'Message' });
};

/** A paste as the browser sends it: a ClipboardEvent whose clipboardData holds the text. */
function paste(target: Element, text: string, html = '') {
  const data: Record<string, string> = { 'text/plain': text, 'text/html': html };
  const clipboardData = {
    types: Object.keys(data).filter((type) => data[type]),
    getData: (type: string) => data[type] ?? '',
  };
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('LazyEditor', { timeout: 30_000 }, () => {
  // jsdom lays nothing out: ProseMirror scrolls the selection into view after a paste or a
  // focus and asks a Range for its rectangles, which jsdom does not implement.
  const range = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
  const missing = !range.getClientRects;
  beforeAll(async () => {
    if (missing) {
      range.getClientRects = () => [] as unknown as DOMRectList;
      range.getBoundingClientRect = () => new DOMRect();
    }
    await i18nReady;
  });
  afterAll(() => {
    if (!missing) return;
    delete range.getClientRects;
    delete range.getBoundingClientRect;
  });
  afterEach(() => {
    cleanup();
    editorLoad.reset();
  });

  it('shows the text in a read-only, busy skeleton, then the editor without any interaction', async () => {
    const { textbox } = renderEditor('<p>Hello <strong>there</strong></p>');
    const skeleton = textbox();
    expect(skeleton.textContent).toBe('Hello there');
    expect(skeleton.querySelector('strong')).not.toBeNull();
    expect(skeleton.getAttribute('aria-readonly')).toBe('true');
    expect(skeleton.tabIndex).toBe(-1);
    expect(isEditor(skeleton)).toBe(false);

    // Loaded when the browser is idle after the render: nobody hovered or pressed anything.
    const editor = await loadedEditor();
    expect(editorLoad.started()).toBe(true);
    expect(editor.textContent).toBe('Hello there');
    expect(document.activeElement).not.toBe(editor);
  });

  it('pasted into, keeps the pasted text (plain and HTML)', async () => {
    const { onChange } = renderEditor('<p>Hello</p>');
    const editor = await loadedEditor();
    // Focused from script, the caret is at the start of the text.
    act(() => editor.focus());
    paste(editor, 'Pasted, ');
    expect(onChange).toHaveBeenLastCalledWith('<p>Pasted, Hello</p>');
    paste(editor, 'ignored plain text', '<p>A <em>pasted</em> paragraph</p>');
    expect(onChange.mock.lastCall?.[0]).toContain('<em>pasted</em>');
    expect(editor.textContent).toContain('A pasted paragraph');
  });

  it('reports no change for stored HTML it would write differently, until it is edited', async () => {
    const { onChange } = renderEditor('<ul><li>One</li></ul>');
    await loadedEditor();
    // tiptap writes this list `<ul><li><p>One</p></li></ul>`: an edit form would send it as a change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pressed before it has loaded: the editor loads at once and takes the focus', async () => {
    const { textbox, onChange } = renderEditor('<p>Hello</p>');
    fireEvent.pointerDown(textbox());
    expect(editorLoad.started()).toBe(true);
    const editor = await loadedEditor();
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(onChange.mock.lastCall?.[0] ?? '<p>Hello</p>').toBe('<p>Hello</p>');
  });
});
