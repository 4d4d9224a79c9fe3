// Numbers put into translated sentences are written as lib/formatters.ts writes them in tables
// (Arabic-Indic digits in Arabic, grouped thousands), and plural forms still follow the number.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from './i18n.ts';

describe('numbers in sentences', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.reloadResources(
      ['en', 'fr', 'ar'],
      ['common', 'products', 'invoices', 'files', 'kanban', 'ui-kit', 'site'],
    );
  });

  it('are written in the sentence’s language, as the formatters write them', () => {
    expect(i18next.getFixedT('ar', 'products')('available', { count: 175 })).toBe('المتوفر: ١٧٥');
    expect(i18next.getFixedT('en', 'products')('available', { count: 1234 })).toBe(
      'Available: 1,234',
    );
    expect(i18next.getFixedT('fr', 'products')('available', { count: 1234 })).toBe(
      'Disponible : 1\u202f234',
    );
  });

  it('keep the plural form of the number', () => {
    const ar = i18next.getFixedT('ar', 'invoices');
    expect(ar('analytics.invoices', { count: 2 })).toBe('فاتورتان');
    expect(ar('analytics.invoices', { count: 3 })).toBe('٣ فواتير');
    expect(ar('analytics.invoices', { count: 100 })).toBe('١٠٠ فاتورة');
    const en = i18next.getFixedT('en', 'invoices');
    expect(en('analytics.invoices', { count: 1 })).toBe('1 invoice');
    expect(en('analytics.invoices', { count: 1500 })).toBe('1,500 invoices');
  });

  it('agree with the count ("1 item deleted", never "1 items deleted")', () => {
    expect(i18next.getFixedT('en', 'files')('deleted', { count: 1 })).toBe('1 item deleted');
    expect(i18next.getFixedT('en', 'ui-kit')('confirm.deleteCount', { count: 1 })).toBe(
      'Are you sure you want to delete 1 item?',
    );
    expect(i18next.getFixedT('en', 'kanban')('column.deleteConfirm', { count: 1 })).toBe(
      'Are you sure you want to delete this section and its card?',
    );
    expect(i18next.getFixedT('fr', 'files')('deleted', { count: 1 })).toBe('1 élément supprimé');
    expect(i18next.getFixedT('ar', 'files')('deleted', { count: 2 })).toBe('حُذف عنصران');
    expect(i18next.getFixedT('ar', 'files')('deleted', { count: 11 })).toBe('حُذف ١١ عنصرًا');
  });

  it('leave text values alone, and take Intl options for one value (a year: no grouping)', () => {
    expect(i18next.getFixedT('en', 'invoices')('markPaidConfirm', { number: 'INV-1001' })).toBe(
      'Mark INV-1001 as paid?',
    );
    const copyright = (language: string) =>
      i18next.getFixedT(language, 'site')('footer.copyright', {
        year: 2026,
        formatParams: { year: { useGrouping: false } },
      });
    expect(copyright('en')).toBe('© 2026 Keel. All rights reserved.');
    expect(copyright('ar')).toBe('© ٢٠٢٦ Keel. جميع الحقوق محفوظة.');
  });
});
