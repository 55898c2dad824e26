import { describe, expect, it } from 'vitest';
import { shortName } from './names';

describe('shortName', () => {
  it('gives the given name and the family initial, in the profile language', () => {
    expect(shortName('Hồng Nhung', 'Nguyễn Thị', 'vi')).toBe('Nhung N.');
    expect(shortName('Thị Hồng Nhung', 'Nguyễn', 'vi')).toBe('Nhung N.');
    expect(shortName('Văn Bình', 'Đặng', 'vi')).toBe('Bình Đ.');
    expect(shortName('Sarah Jane', 'Miller', 'en')).toBe('Sarah M.');
    expect(shortName('  ', ' ', 'en')).toBeNull();
  });
});
