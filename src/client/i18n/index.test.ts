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
