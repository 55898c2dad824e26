import { REVIEW_CONSENT_VERSION } from '@shared/privacy';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/features/feedback.en.json';
import vi from '../../i18n/features/feedback.vi.json';

// Each stored consent_version must map back to the wording the person ticked, in both languages.
describe('consent to publish a review', () => {
  it.each([
    ['vi', vi],
    ['en', en],
  ])('has the wording of the current version in %s', (_lang, texts) => {
    const versions = texts.feedback.form.consentText as Record<string, string>;
    expect(versions[REVIEW_CONSENT_VERSION]?.length).toBeGreaterThan(40);
  });
});
