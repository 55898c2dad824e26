import { describe, expect, it } from 'vitest';
import { i18n, loadAdminTranslations } from '.';

describe('i18n', () => {
  it('bundles Vietnamese only; English arrives with its admin texts and keeps its own', async () => {
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    // The admin area adds texts to both languages; English's shell and features stay.
    await loadAdminTranslations();
    const en = i18n.getFixedT('en');
    expect(en('nav.home')).toBe('Home');
    expect(en('doctors.noDoctorsAvailable')).toBe('No doctors available at the moment.');
    expect(en('admin.layout.title')).toBe('Administration');
  });

  it('loads English when it is chosen', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('numbers in the texts', () => {
  it('are written in the language of the text, as Intl writes them', () => {
    const text = (lng: string, n: number) =>
      i18n.getFixedT(lng)('test.noSuchKey', { defaultValue: '{{n, number}} bác sĩ', n });
    expect(text('vi', 1234567.5)).toBe('1.234.567,5 bác sĩ');
    expect(text('en', 1234567.5)).toBe('1,234,567.5 bác sĩ');
    expect(text('vi', 0)).toBe('0 bác sĩ');
    // What plain-format leaves to Intl.
    expect(text('vi', -1234.5)).toBe(`${new Intl.NumberFormat('vi').format(-1234.5)} bác sĩ`);
  });

  it('never ask for format options, which the plain writer would not apply', () => {
    const files = Object.values(
      import.meta.glob<string>('./**/*.json', { eager: true, query: '?raw', import: 'default' }),
    );
    expect(files.length).toBeGreaterThan(10);
    const formatted = files.flatMap((file) => file.match(/\{\{[^}]*,[^}]*\}\}/g) ?? []);
    expect(formatted.length).toBeGreaterThan(0);
    for (const placeholder of formatted)
      expect(placeholder).toMatch(/^\{\{\s*\w+,\s*number\s*\}\}$/);
  });
});
