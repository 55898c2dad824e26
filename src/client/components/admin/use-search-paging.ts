import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce';

export interface SearchPaging {
  /** The text in the search box. */
  search: string;
  /** Changing the search starts again at page 1. */
  setSearch: (value: string) => void;
  /** The trimmed search, sent once typing pauses. */
  q: string;
  page: number;
  setPage: (page: number) => void;
}

/** Search and page of a server-side list (users, visits), kept in the screen's state. */
export function useSearchPaging(): SearchPaging {
  const [search, setSearchText] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, q, page, setPage };
}
