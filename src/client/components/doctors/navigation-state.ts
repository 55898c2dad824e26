/**
 * Router state a doctor card puts on the link to a profile, so the profile's back link returns
 * to the same search, filters and page instead of the bare list.
 */
export interface DoctorLinkState {
  listSearch: string;
}

/** The list's query string ('?q=…' or '') carried by the link, if the visitor came from the list. */
export function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state as { listSearch: unknown };
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}
