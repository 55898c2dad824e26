import { Check, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Spinner } from '../../../../components/ui/spinner';
import { translateError } from '../../../../lib/api';
import { useFormatters } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { AdminPage } from '../../common/page-header';
import { PageHeader } from '../shared/page-header';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../shared/screen-states';
import { SearchInput } from '../shared/search-input';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { BulkBar } from './bulk-bar';
import { type Decision, useBulkModerate, useFeedbackList, useModerate } from './feedback-api';
import { FeedbackItem, useAuthorLabel } from './feedback-item';

/** How many further pages to load while looking for the item a notification points at. */
const MAX_PAGES_FOR_TARGET = 10;

/** /admin/feedback/moderate: pending feedback, approved or rejected one by one or in bulk. */
export function ModeratePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const authorLabel = useAuthorLabel();
  const [searchParams] = useSearchParams();
  const targetId = searchParams.get('id');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const list = useFeedbackList('pending', q);
  const moderate = useModerate();
  const bulk = useBulkModerate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const targetShown = targetId !== null && items.some((f) => f.id === targetId);

  // A new search shows other items: a selection of items no longer visible would surprise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new search term
  useEffect(() => setSelected(new Set()), [q]);

  // Notification link (?id=…): load further pages until the item shows, then bring it into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const pageCount = list.data?.pages.length ?? 0;
  useEffect(() => {
    if (!targetId || targetShown || !hasNextPage || isFetchingNextPage) return;
    if (pageCount < MAX_PAGES_FOR_TARGET) void fetchNextPage();
  }, [targetId, targetShown, hasNextPage, isFetchingNextPage, pageCount, fetchNextPage]);
  useEffect(() => {
    if (!targetShown) return;
    document
      .getElementById(`feedback-${targetId}`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [targetShown, targetId]);

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const decideOne = (id: string, status: Decision) =>
    moderate.mutate(
      { id, status },
      {
        onSuccess: () => {
          toast.success(
            t(
              status === 'approved'
                ? 'ops.moderation.feedbackApproved'
                : 'ops.moderation.feedbackRejected',
            ),
          );
          toggle(id, false);
        },
        onError: (error) =>
          toast.error(t('ops.moderation.errorOccurred'), { description: translateError(error) }),
      },
    );

  const decideMany = (status: Decision) => {
    const ids = [...selected];
    const target =
      ids.length > 0 ? { ids } : { filter: { status: 'pending' as const, q: q || undefined } };
    bulk.mutate(
      { target, status },
      {
        onSuccess: ({ updated }) => {
          const scope = ids.length > 0 ? 'selected' : 'all';
          const key = `${scope}Feedback${status === 'approved' ? 'Approved' : 'Rejected'}` as const;
          toast.success(t(`ops.moderation.${key}`, { count: updated }));
        },
        onError: (error) =>
          toast.error(t('ops.moderation.errorOccurred'), { description: translateError(error) }),
        // Spec: the selection is cleared afterwards, whatever the outcome.
        onSettled: () => setSelected(new Set()),
      },
    );
  };

  const busyId = moderate.isPending ? moderate.variables?.id : undefined;
  const title = t('ops.moderation.title');

  return (
    <AdminPage>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {title}
            {list.data ? (
              <Badge variant="secondary" className="text-base">
                {format.number(total)}
              </Badge>
            ) : null}
          </span>
        }
        documentTitle={list.data ? `${title} (${format.number(total)})` : title}
        description={t('ops.moderation.description')}
      />
      <SearchInput
        label={t('ops.moderation.searchLabel')}
        placeholder={t('ops.moderation.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {targetId && list.data && !targetShown && !list.hasNextPage ? (
        <Alert variant="info">
          <AlertDescription>{t('ops.moderation.targetGone')}</AlertDescription>
        </Alert>
      ) : null}
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock
          message={t('ops.moderation.loadError', { message: translateError(list.error) })}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <section aria-label={title} className="overflow-hidden rounded-xl border bg-card shadow-sm">
          <BulkBar
            shownCount={items.length}
            selectedCount={selected.size}
            total={total}
            onToggleAll={(checked) => setSelected(new Set(checked ? items.map((f) => f.id) : []))}
            onDecide={decideMany}
            pending={bulk.isPending ? (bulk.variables?.status ?? null) : null}
          />
          {/* Spec: the list scrolls inside a 600 px high area; the bulk bar stays in view. */}
          <div className="relative max-h-[600px] overflow-y-auto" aria-busy={list.isFetching}>
            {items.length === 0 ? (
              <EmptyBlock className="m-4">{t('ops.moderation.empty')}</EmptyBlock>
            ) : (
              <ul className="divide-y">
                {items.map((feedback) => (
                  <li key={feedback.id}>
                    <FeedbackItem
                      feedback={feedback}
                      highlighted={feedback.id === targetId}
                      leading={
                        <Checkbox
                          checked={selected.has(feedback.id)}
                          onCheckedChange={(checked) => toggle(feedback.id, checked === true)}
                          aria-label={t('ops.moderation.selectOne', {
                            author: authorLabel(feedback),
                            doctor: feedback.doctor.name,
                          })}
                        />
                      }
                      actions={
                        <>
                          <Button
                            type="button"
                            size="sm"
                            disabled={busyId === feedback.id || bulk.isPending}
                            onClick={() => decideOne(feedback.id, 'approved')}
                          >
                            <Check aria-hidden="true" />
                            {t('ops.moderation.approve')}
                          </Button>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            className="text-destructive hover:text-destructive"
                            disabled={busyId === feedback.id || bulk.isPending}
                            onClick={() => decideOne(feedback.id, 'rejected')}
                          >
                            <X aria-hidden="true" />
                            {t('ops.moderation.reject')}
                          </Button>
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {list.hasNextPage ? (
              <div className="flex justify-center border-t p-3">
                <Button
                  type="button"
                  variant="outline"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? <Spinner className="text-current" /> : null}
                  {t('ops.common.loadMore')}
                </Button>
              </div>
            ) : null}
          </div>
        </section>
      )}
    </AdminPage>
  );
}
