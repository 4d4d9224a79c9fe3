import { afterEach, describe, expect, it } from 'vitest';
import { discardDraft, readDraft, restoreDraft } from './form-draft-restore.ts';
import { saveDraft } from './form-drafts.ts';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('form drafts', () => {
  it('keeps typed input (never passwords) and puts it back, as typing would', () => {
    const before = page(`<form>
      <input name="subject" value="Quarterly report">
      <textarea name="body">Half written</textarea>
      <input name="password" type="password" value="secret-pass">
      <input name="empty" value="">
    </form>`);
    expect(saveDraft('/dashboard/mail', before)).toBe(true);
    const kept = readDraft('/dashboard/mail');
    expect(kept).toEqual([
      { name: 'subject', value: 'Quarterly report' },
      { name: 'body', value: 'Half written' },
    ]);
    before.remove();

    const after = page(
      '<form><input name="subject" value=""><textarea name="body"></textarea></form>',
    );
    const typed: string[] = [];
    after.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));
    expect(restoreDraft(kept!, after)).toBe(2);
    expect(after.querySelector<HTMLInputElement>('[name="subject"]')!.value).toBe(
      'Quarterly report',
    );
    expect(after.querySelector<HTMLTextAreaElement>('[name="body"]')!.value).toBe('Half written');
    expect(typed).toEqual(['subject', 'body']);
    discardDraft('/dashboard/mail');
    expect(readDraft('/dashboard/mail')).toBeNull();
  });

  it('keeps nothing when nothing was typed', () => {
    const root = page(
      '<form><input name="q" value=""><input type="checkbox" name="public"></form>',
    );
    expect(saveDraft('/dashboard/x', root)).toBe(false);
    expect(readDraft('/dashboard/x')).toBeNull();
  });
});
