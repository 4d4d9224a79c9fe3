// Arabic brings the RTL emotion cache and MUI's Arabic texts; English needs neither.
import TablePagination from '@mui/material/TablePagination';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppearanceAssets, loadedAppearanceAssets, ltrCache } from './appearance-assets.ts';
import { createAppTheme } from './create-app-theme.ts';

function Pagination() {
  return (
    <table>
      <tfoot>
        <tr>
          <TablePagination count={50} page={0} rowsPerPage={10} onPageChange={() => undefined} />
        </tr>
      </tfoot>
    </table>
  );
}

describe('appearance assets', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('English ltr is ready at once, with MUI’s own English texts', () => {
    const assets = loadedAppearanceAssets('ltr', 'en');
    expect(assets).toMatchObject({ direction: 'ltr', cache: ltrCache, localization: undefined });
    render(
      <ThemeProvider theme={createAppTheme({ mode: 'light', direction: 'ltr' })}>
        <Pagination />
      </ThemeProvider>,
    );
    expect(screen.getByText('Rows per page:')).toBeTruthy();
  });

  it('Arabic loads the RTL cache and gives MUI pagination its Arabic texts', async () => {
    expect(loadedAppearanceAssets('rtl', 'ar')).toBeUndefined();
    const assets = await loadAppearanceAssets('rtl', 'ar');
    expect(assets.cache.key).toBe('muirtl');
    expect(loadedAppearanceAssets('rtl', 'ar')).toBeDefined();
    render(
      <ThemeProvider
        theme={createAppTheme({
          mode: 'light',
          direction: 'rtl',
          localization: assets.localization,
        })}
      >
        <Pagination />
      </ThemeProvider>,
    );
    expect(screen.getByText('عدد الصفوف في الصفحة:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'انتقل إلى الصفحة التالية' })).toBeTruthy();
  });

  it.each([
    ['fr', 'Lignes par page :'],
    ['vi', 'Số hàng mỗi trang:'],
    ['cn', '每页行数:'],
  ] as const)('%s gives MUI pagination its own texts', async (language, label) => {
    const assets = await loadAppearanceAssets('ltr', language);
    render(
      <ThemeProvider
        theme={createAppTheme({
          mode: 'light',
          direction: 'ltr',
          localization: assets.localization,
        })}
      >
        <Pagination />
      </ThemeProvider>,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});
