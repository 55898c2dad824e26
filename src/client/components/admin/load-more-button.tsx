import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface MoreQuery {
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page of an endless list; a spinner while it comes. */
export function LoadMoreButton({ query, size }: { query: MoreQuery; size?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? <Spinner className="text-current" /> : null}
      {t('admin.common.loadMore')}
    </Button>
  );
}
