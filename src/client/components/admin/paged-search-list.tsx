import type { ReactNode } from 'react';
import { Card, CardContent } from '../ui/card';
import { type LoadingQuery, LoadStates } from './load-states';
import { Pager } from './pager';
import { SearchInput } from './search-input';
import type { SearchPaging } from './use-search-paging';

interface PagedSearchListProps<Item> {
  paging: SearchPaging;
  query: LoadingQuery<{ items: Item[]; total: number }> & { isFetching: boolean };
  pageSize: number;
  searchLabel: string;
  searchPlaceholder: string;
  /** The failure's sentence around the server's reason. */
  errorMessage: (reason: string) => string;
  emptyText: string;
  /** The page's items, e.g. as a DataTable. */
  children: (items: Item[]) => ReactNode;
}

/** A server-side list: its search box, the current page in a card, and the pager below. */
export function PagedSearchList<Item>({
  paging,
  query,
  pageSize,
  searchLabel,
  searchPlaceholder,
  errorMessage,
  emptyText,
  children,
}: PagedSearchListProps<Item>) {
  return (
    <>
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={paging.search}
        onChange={paging.setSearch}
      />
      <LoadStates
        query={query}
        errorMessage={errorMessage}
        isEmpty={(data) => data.items.length === 0}
        emptyText={emptyText}
      >
        {(data) => (
          <Card className="gap-0 py-0">
            <CardContent className="px-0" aria-busy={query.isFetching}>
              {children(data.items)}
            </CardContent>
          </Card>
        )}
      </LoadStates>
      {query.data ? (
        <Pager
          page={paging.page}
          pageSize={pageSize}
          total={query.data.total}
          onPageChange={paging.setPage}
        />
      ) : null}
    </>
  );
}
