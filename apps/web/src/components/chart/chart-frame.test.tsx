// A chart read from the keyboard and with a pointer: arrow keys, Home, End and Escape move through
// its stops, the live region reads each one, the tooltip shows it; the chart is laid out left to right.
// Its legend hides a series and shows it again, from a click or the keyboard, keeping one shown.
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppTheme } from '../../theme/create-app-theme.ts';
import { BarChart } from './bar-chart.tsx';
import { chartColors } from './chart-frame.tsx';
import { DonutChart } from './donut-chart.tsx';
import { PolarAreaChart } from './polar-area-chart.tsx';

beforeAll(() => {
  // jsdom lays nothing out: every chart gets 400 px.
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, contentRect: { width: 400 } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function renderChart() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'rtl' })}>
      <BarChart
        label="Sign-ups and orders"
        categories={['Jan', 'Feb', 'Mar']}
        series={[
          { name: 'Sign-ups', data: [1, 2, 0] },
          { name: 'Orders', data: [9, 17, 13] },
        ]}
      />
    </ThemeProvider>,
  );
  const chart = screen.getByRole('img', { name: 'Sign-ups and orders' });
  const live = chart.closest('[dir]')?.querySelector('[aria-live]');
  return { chart, live };
}

describe('chart frame', () => {
  it('is one focusable image with its name, drawn left to right even in a right-to-left page', () => {
    const { chart } = renderChart();
    expect(chart.getAttribute('tabindex')).toBe('0');
    expect(chart.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Sign-ups')).toBeTruthy();
  });

  it('moves through the categories with the arrow keys, Home and End, and stops with Escape', () => {
    const { chart, live } = renderChart();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live?.textContent).toBe('Jan, Sign-ups 1, Orders 9');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live?.textContent).toBe('Feb, Sign-ups 2, Orders 17');
    fireEvent.keyDown(chart, { key: 'End' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(live?.textContent).toBe('Mar, Sign-ups 0, Orders 13');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live?.textContent).toBe('Jan, Sign-ups 1, Orders 9');
    // The tooltip shows the same stop (in <body>, beside the chart).
    expect(document.body.querySelector('[aria-hidden="true"]')?.textContent).toContain('Jan');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(live?.textContent).toBe('');
  });

  it('shows the category under the pointer and hides it when the pointer leaves', () => {
    const { chart, live } = renderChart();
    chart.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 400,
      height: 320,
      right: 400,
      bottom: 320,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerMove(chart, { clientX: 390, clientY: 100 });
    expect(live?.textContent).toBe('Mar, Sign-ups 0, Orders 13');
    fireEvent.pointerLeave(chart);
    expect(live?.textContent).toBe('');
  });

  it('hides a series from its legend item and shows it again, by click or Enter/Space', async () => {
    const { chart, live } = renderChart();
    const user = userEvent.setup();
    const signUps = screen.getByRole('button', { name: 'Sign-ups' });
    const orders = screen.getByRole('button', { name: 'Orders' });
    expect(signUps.getAttribute('aria-pressed')).toBe('true');
    const bars = () => chart.querySelectorAll('.chart-plot > path').length;
    // Sign-ups has no bar in March: five bars in all.
    expect(bars()).toBe(5);

    await user.click(orders);
    expect(orders.getAttribute('aria-pressed')).toBe('false');
    expect(bars()).toBe(2);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live?.textContent).toBe('Mar, Sign-ups 0');

    orders.focus();
    await user.keyboard('{Enter}');
    expect(orders.getAttribute('aria-pressed')).toBe('true');
    expect(bars()).toBe(5);
    signUps.focus();
    await user.keyboard(' ');
    expect(signUps.getAttribute('aria-pressed')).toBe('false');
    expect(bars()).toBe(3);
  });

  it('keeps the last series shown', async () => {
    renderChart();
    const user = userEvent.setup();
    const signUps = screen.getByRole('button', { name: 'Sign-ups' });
    const orders = screen.getByRole('button', { name: 'Orders' });
    await user.click(signUps);
    expect(orders.getAttribute('aria-disabled')).toBe('true');
    await user.click(orders);
    expect(orders.getAttribute('aria-pressed')).toBe('true');
    await user.click(signUps);
    expect(signUps.getAttribute('aria-pressed')).toBe('true');
    expect(orders.getAttribute('aria-disabled')).toBeNull();
  });

  it('hides a donut segment from its legend: the others share the ring and the total', async () => {
    render(
      <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
        <DonutChart
          label="Users by country"
          labels={['Canada', 'Chile', 'Japan']}
          values={[10, 30, 60]}
          totalLabel="Total"
        />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const chart = screen.getByRole('img', { name: 'Users by country' });
    const segments = () => chart.querySelectorAll('.chart-plot > path').length;
    expect(segments()).toBe(3);
    expect(chart.textContent).toContain('100');

    await user.click(screen.getByRole('button', { name: 'Japan' }));
    expect(screen.getByRole('button', { name: 'Japan' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(segments()).toBe(2);
    expect(chart.textContent).toContain('40');
    const live = chart.closest('[dir]')?.querySelector('[aria-live]');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live?.textContent).toBe('Chile 30');

    await user.click(screen.getByRole('button', { name: 'Japan' }));
    expect(segments()).toBe(3);
  });

  it('hides a polar area slice from its legend: the others share the circle', async () => {
    render(
      <ThemeProvider theme={createAppTheme({ mode: 'dark', direction: 'ltr' })}>
        <PolarAreaChart
          label="Bookings by status"
          labels={['Pending', 'Paid', 'Cancelled']}
          values={[4, 9, 2]}
        />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const chart = screen.getByRole('img', { name: 'Bookings by status' });
    const slices = () => chart.querySelectorAll('.chart-plot > path').length;
    const spokes = () => chart.querySelectorAll('.chart-plot line').length;
    expect([slices(), spokes()]).toEqual([3, 3]);
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect([slices(), spokes()]).toEqual([2, 2]);
    const live = chart.closest('[dir]')?.querySelector('[aria-live]');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(live?.textContent).toBe('Cancelled 2');
  });

  it('takes its colours from the theme, leaving out those the preset’s primary looks like', () => {
    const plain = createAppTheme({ mode: 'light', direction: 'ltr' });
    expect(chartColors(plain)).toEqual([
      plain.palette.primary.main,
      plain.palette.warning.main,
      plain.palette.info.main,
      plain.palette.error.main,
      plain.palette.success.main,
      plain.palette.secondary.main,
    ]);
    const orange = createAppTheme({ mode: 'dark', direction: 'ltr', preset: 'orange' });
    expect(chartColors(orange)[0]).toBe(orange.palette.primary.main);
    expect(chartColors(orange)).not.toContain(orange.palette.warning.main);
    const red = createAppTheme({ mode: 'light', direction: 'ltr', preset: 'red' });
    expect(chartColors(red)).not.toContain(red.palette.error.main);
  });
});
