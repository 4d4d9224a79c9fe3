// The prerendered dashboard shell: written into index.html at build time (build/prerendered-shell.ts)
// and removed by the app's first signed-in screen.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_HTML, THEME_BOOT_TAG, withShell } from '../../build/prerendered-shell.ts';
import { PRERENDERED_SHELL_ID, ShellHandOff } from './prerendered-shell.tsx';

const INDEX =
  '<!doctype html><html><head><title>Keel</title></head><body><div id="root"><div class="boot-splash"></div></div></body></html>';

describe('prerendered shell', () => {
  afterEach(() => {
    document.getElementById(PRERENDERED_SHELL_ID)?.remove();
    document.documentElement.removeAttribute('data-keel-mode');
  });

  it('is drawn before the app root, its CSS in the head, the spinner kept for signed-out visits', () => {
    const html = withShell(INDEX);
    expect(html).toContain(`${SHELL_HTML}<div id="root"><div class="boot-splash">`);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('html[data-keel-signed-out] #keel-shell{display:none}');
    expect(SHELL_HTML).toContain(`id="${PRERENDERED_SHELL_ID}" aria-hidden="true"`);
    expect(() => withShell('<html><body></body></html>')).toThrow(/root/);
  });

  it("moves the app's stylesheets after the shell, so they do not hold its first paint", () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/core-1.css">';
    const html = withShell(INDEX.replace('</head>', `${link}\n</head>`));
    expect(html.indexOf(link)).toBeGreaterThan(html.indexOf('</head>'));
    expect(html).toContain(`${SHELL_HTML}${link}<div id="root">`);
  });

  it('writes the boot scripts into the page instead of fetching theme-boot.js before the first paint', () => {
    const index = INDEX.replace('<title>', `${THEME_BOOT_TAG}<title>`);
    const html = withShell(index, ['var x=1', 'var y=2']);
    expect(html).toContain('<script>var x=1</script><script>var y=2</script><title>');
    expect(html).not.toContain(THEME_BOOT_TAG);
    expect(() => withShell(INDEX, ['var x=1'])).toThrow(/boot scripts/);
    expect(() => withShell(index, ['var x="</script>"'])).toThrow(/boot scripts/);
  });

  it('goes when the app renders its first screen, with the attributes shell-boot.js set', () => {
    document.body.insertAdjacentHTML('afterbegin', SHELL_HTML);
    document.documentElement.setAttribute('data-keel-mode', 'dark');
    document.documentElement.setAttribute('lang', 'en');
    expect(document.getElementById(PRERENDERED_SHELL_ID)).not.toBeNull();
    render(<ShellHandOff />);
    expect(document.getElementById(PRERENDERED_SHELL_ID)).toBeNull();
    expect(document.documentElement.hasAttribute('data-keel-mode')).toBe(false);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });
});
