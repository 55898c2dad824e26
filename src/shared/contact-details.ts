/**
 * Comments that carry contact details are flagged for the moderator: a phone-like run of
 * 9+ digits (spaces, dots or dashes allowed between) or an e-mail address.
 */
export function containsContactDetails(text: string): boolean {
  const phone = /(?:\+?\d[\s.-]?){9,}/;
  const email = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
  return phone.test(text) || email.test(text);
}
