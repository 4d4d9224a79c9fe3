import { describe, expect, it } from 'vitest';
import { coversControl, samplePoints } from './use-step-aside.ts';

/** An element whose box is given (jsdom lays nothing out). */
function placed(html: string, box: { left: number; top: number; width: number; height: number }) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild!;
  element.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('samplePoints', () => {
  it('covers a 48 px button with points at most 12 px apart, 1 px inside its edges', () => {
    const points = samplePoints({ left: 0, top: 0, right: 48, bottom: 48 });
    const xs = [...new Set(points.map(([x]) => x))];
    expect(xs[0]).toBe(1);
    expect(xs.at(-1)).toBe(47);
    for (let index = 1; index < xs.length; index += 1)
      expect(xs[index]! - xs[index - 1]!).toBeLessThanOrEqual(12);
    expect(points).toHaveLength(xs.length * xs.length);
  });

  it('takes the middle of a box too thin to sample', () => {
    expect(samplePoints({ left: 10, top: 0, right: 11, bottom: 1 })).toEqual([[10.5, 0.5]]);
  });
});

describe('coversControl', () => {
  const widget = placed('<div><button>Switch to dark mode</button></div>', {
    left: 300,
    top: 700,
    width: 48,
    height: 48,
  });

  it('is false over plain text, and never counts the widget itself', () => {
    const text = placed('<p>Some text</p>', { left: 0, top: 0, width: 390, height: 800 });
    expect(coversControl(widget, () => [widget.firstElementChild!, widget, text])).toBe(false);
  });

  it('is true when a control of the page lies under any sample point, at any layer', () => {
    const link = placed('<a href="/x">Details</a>', { left: 0, top: 0, width: 10, height: 10 });
    const menu = placed('<span role="button">⋮</span>', { left: 0, top: 0, width: 1, height: 1 });
    expect(coversControl(widget, (x, y) => (x > 340 && y > 740 ? [widget, link] : []))).toBe(true);
    expect(coversControl(widget, () => [widget, document.body, menu])).toBe(true);
  });

  it('ignores hidden inputs', () => {
    const hidden = placed('<input type="hidden" />', { left: 0, top: 0, width: 0, height: 0 });
    expect(coversControl(widget, () => [hidden])).toBe(false);
  });
});
