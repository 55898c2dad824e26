import { describe, expect, it } from 'vitest';
import { importWithRetry } from '../lib/lazy-component';
import { changeLanguage, i18n, loadAdminTranslations } from '.';
import portalEn from './features/portal.en.json';
import portalVi from './features/portal.vi.json';
import transparencyEn from './features/transparency.en.json';
import transparencyVi from './features/transparency.vi.json';
import type { TranslationTree } from './merge';

function flatKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatKeys(value, path);
  });
}

describe('i18n', () => {
  it('bundles the shell in Vietnamese only; English arrives with its admin texts and keeps its own', async () => {
    expect(i18n.hasResourceBundle('vi', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    // The admin area adds texts to both languages; English's shell stays.
    await loadAdminTranslations();
    const en = i18n.getFixedT('en');
    expect(en('nav.home')).toBe('Home');
    expect(en('admin.layout.title')).toBe('Administration');
  });

  it('loads English when it is chosen', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("a feature's texts", () => {
  const vi = i18n.getFixedT('vi');
  const en = i18n.getFixedT('en');

  it('arrive with the code that shows them, in English too once that code has loaded', async () => {
    // Nothing in this test file has loaded the transparency screen's code.
    expect(vi('transparency.title')).toBe('transparency.title');
    await i18n.changeLanguage('en');
    const loaded = await importWithRetry(() => import('./features/transparency'));
    expect(loaded).toBeDefined();
    // importWithRetry settles once the texts are there in the visitor's language.
    expect(i18n.t('transparency.title')).toBe(transparencyEn.transparency.title);
    expect(vi('transparency.title')).toBe(transparencyVi.transparency.title);
  });

  it('come in English when English is chosen after their code has loaded', async () => {
    await import('./features/portal');
    expect(vi('portal.title')).toBe(portalVi.portal.title);
    // Not in English yet: the fallback language shows.
    expect(en('portal.title')).toBe(portalVi.portal.title);
    // English itself was loaded by an earlier test: i18next would not ask for it again.
    await changeLanguage('en');
    expect(i18n.t('portal.title')).toBe(portalEn.portal.title);
    // The shell, merged into the same tree, keeps its own texts beside the features'.
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('are imported by every file that shows them', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const features = import.meta.glob<TranslationTree>('./features/*.vi.json', {
      eager: true,
      import: 'default',
    });
    const missing: string[] = [];
    for (const [jsonPath, tree] of Object.entries(features)) {
      const feature = jsonPath.replace(/^.*\/(\w+)\.vi\.json$/, '$1');
      const keys = flatKeys(tree);
      const writesKey = (code: string) =>
        [...code.matchAll(new RegExp(`['"\`](${feature}\\.[\\w.]*)`, 'g'))].some(([, key]) =>
          keys.some((k) => k === key || (key?.endsWith('.') && k.startsWith(key ?? ''))),
        );
      for (const [file, code] of Object.entries(sources)) {
        if (file.startsWith('./')) continue;
        if (writesKey(code) && !code.includes(`i18n/features/${feature}';`)) {
          missing.push(`${file} shows ${feature} texts`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('follow every language change: nothing but i18n/ calls i18next.changeLanguage itself', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const direct = Object.entries(sources)
      .filter(
        ([file, code]) => !file.startsWith('./') && /i18n(?:ext)?\.changeLanguage\(/.test(code),
      )
      .map(([file]) => file);
    // The page renderer draws each page in a language whose texts are all loaded at its start.
    expect(direct).toEqual(['../entry-server.tsx']);
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
