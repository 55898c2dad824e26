import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (?q=&status=&page=), so a reload, the back button or a
 * shared link shows the same list. `read` and `write` convert between the filters and the query.
 */
export function useUrlFilters<Filters>(
  read: (search: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
): [filters: Filters, setFilters: (next: Filters, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const setFilters = (next: Filters, { replace = true } = {}) =>
    setSearch(write(next), { replace });
  return [read(search), setFilters];
}
