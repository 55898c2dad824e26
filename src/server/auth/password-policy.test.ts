import { describe, expect, it } from 'vitest';
import { passwordProblem, personalWords } from './password-policy';

describe('a password made of the person', () => {
  it.each([
    ['nhung.nguyen', ['nhung.nguyen@example.com', 'Nhung', 'Nguyễn']],
    ['minh.tran2026', ['minh.tran@example.com', 'Minh', 'Trần']],
    ['nguyenhongnhung', ['hn@example.com', 'Hồng Nhung', 'Nguyễn']],
    ['dangvanbinh1990', ['b@example.com', 'Văn Bình', 'Đặng']],
  ])('refuses %s for %j', (password, personal) => {
    expect(passwordProblem(password, personal)).toBe('weak_password');
  });

  it('still takes a passphrase of other words, the name in it or not', () => {
    const personal = ['nhung.nguyen@example.com', 'Nhung', 'Nguyễn'];
    expect(passwordProblem('violet kettles hum at the ferry', personal)).toBeNull();
    expect(passwordProblem('nhung rows violet kettles to the ferry', personal)).toBeNull();
  });

  it('gives the strength check the e-mail split at dots, digits stripped, names without diacritics', () => {
    const words = personalWords(['minh.tran2026@example.com', 'Minh', 'Trần']);
    for (const word of ['minh.tran', 'minhtran', 'minh', 'tran', 'minhtran2026', 'tranminh']) {
      expect(words).toContain(word);
    }
    expect(words).not.toContain('2026');
  });
});
