import { describe, expect, it } from 'vitest';
import { givenName, shortName } from './names';

describe('shortName', () => {
  it('gives the given name and the family initial, in the profile language', () => {
    expect(shortName('Hồng Nhung', 'Nguyễn Thị', 'vi')).toBe('Nhung N.');
    expect(shortName('Thị Hồng Nhung', 'Nguyễn', 'vi')).toBe('Nhung N.');
    expect(shortName('Văn Bình', 'Đặng', 'vi')).toBe('Bình Đ.');
    expect(shortName('Sarah Jane', 'Miller', 'en')).toBe('Sarah M.');
    expect(shortName('  ', ' ', 'en')).toBeNull();
  });
});

describe('givenName', () => {
  it('is the last given word in Vietnamese, the first in English, the last otherwise', () => {
    expect(givenName('Thị Hồng Nhung', 'vi')).toBe('Nhung');
    expect(givenName('Sarah Jane', 'en')).toBe('Sarah');
    expect(givenName('Sarah Jane', 'fr')).toBe('Jane');
    expect(givenName('  ')).toBeNull();
  });
});
