import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/doctors?specialty=tim-mach#top', '/doctors?specialty=tim-mach#top'],
    ['/admin/../profile', '/profile'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/auth',
    '/reset-password?token=x',
  ])('refuses %s', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('builds the sign-in address for a guarded page', () => {
    expect(signInPath('/profile?tab=security')).toBe('/auth?redirect=%2Fprofile%3Ftab%3Dsecurity');
    expect(signInPath('/')).toBe('/auth');
  });
});
