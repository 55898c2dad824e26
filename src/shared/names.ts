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

const initial = (word: string) => (Array.from(word.normalize('NFC'))[0] ?? '').toUpperCase();
const words = (s: string) => s.normalize('NFC').trim().split(/\s+/).filter(Boolean);

/**
 * The only form of a person's name ever shown to the public: the given name and the family
 * name's initial ("Nhung N." for Nguyễn Thị Hồng Nhung, "Sarah M." for Sarah Miller), or null
 * when the profile has no name. Vietnamese profiles keep the family name (and middle names) in
 * `lastName` and the given name last in `firstName`; English ones the given name first.
 */
export function shortName(
  firstName: string,
  lastName: string,
  language: string = 'vi',
): string | null {
  const given = words(firstName);
  const family = words(lastName);
  const name = language === 'vi' ? given.at(-1) : given[0];
  const familyWord = language === 'vi' ? family[0] : family.at(-1);
  if (!name) return familyWord ? `${initial(familyWord)}.` : null;
  return familyWord ? `${name} ${initial(familyWord)}.` : name;
}

/**
 * The name a person is called by, alone ("Nhung" for Nguyễn Thị Hồng Nhung, "Sarah" for Sarah
 * Jane Miller), or null when the profile has none: the last word of a Vietnamese given name, the
 * first of an English one (the profile's language says which), the last word when it is neither.
 */
export function givenName(firstName: string, language: string = 'vi'): string | null {
  const given = words(firstName);
  return (language === 'en' ? given[0] : given.at(-1)) ?? null;
}
