/**
 * A person's full name. Vietnamese names put the family name first ("Nguyễn Thị Hồng Nhung"),
 * English ones last ("Emily Carter"); the profile's language says which form the person uses.
 */
export function fullName(firstName: string, lastName: string, language: string = 'vi'): string {
  const parts = language === 'vi' ? [lastName, firstName] : [firstName, lastName];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}
