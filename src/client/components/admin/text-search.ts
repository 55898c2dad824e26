/**
 * Lower-case, accent-free form of Vietnamese text, so "quan 1" finds "Quận 1" and "d" finds "đ"
 * (the same matching the server's search uses).
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}
