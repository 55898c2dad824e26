import type { AdminFeedback } from '@shared/feedback';
import { Check, EyeOff, Gavel, Undo2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { AdminPage } from '../../components/admin/admin-page';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadMoreButton } from '../../components/admin/load-more-button';
import { LoadStates } from '../../components/admin/load-states';
import { EmptyBlock } from '../../components/admin/screen-states';
import { SearchInput } from '../../components/admin/search-input';
import { PageHeader } from '../../components/page-header';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { errorDetails, translateError } from '../../lib/api-errors';
import { useFormatters } from '../../lib/format';
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce';
import { toast } from '../../lib/toast';
import {
  type AppealOutcome,
  type BulkTarget,
  type Decision,
  type DecisionWhy,
  useBulkModerate,
  useDecideAppeal,
  useFeedbackList,
  useHideWords,
  useModerate,
} from './api';
import { BulkBar } from './bulk-bar';
import { FeedbackItem, useAuthorLabel } from './feedback-item';
import { HideWordsDialog } from './hide-words-dialog';
import { ReasonDialog } from './reason-dialog';

/** What the reason dialog will reject: one review, or the bulk selection / filter. */
type Rejecting = { one: AdminFeedback } | { many: number };

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
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFeedbackList('pending', q);
  const moderate = useModerate();
  const bulk = useBulkModerate();
  const appeal = useDecideAppeal();
  const hideWords = useHideWords();
  const [hiding, setHiding] = useState<AdminFeedback | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [heldConfirm, setHeldConfirm] = useState<{ target: BulkTarget; count: number } | null>(
    null,
  );

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const selectable = items.filter((f) => !f.appeal);
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

  const failed = (error: unknown) =>
    toast.error(t('admin.moderation.errorOccurred'), { description: translateError(error) });

  const decideOne = (id: string, status: Decision, why?: DecisionWhy) =>
    moderate.mutate(
      { id, status, why },
      {
        onSuccess: () => {
          toast.success(
            t(
              status === 'approved'
                ? 'admin.moderation.feedbackApproved'
                : 'admin.moderation.feedbackRejected',
            ),
          );
          toggle(id, false);
        },
        onError: failed,
        onSettled: () => setRejecting(null),
      },
    );

  const decideAppeal = (id: string, outcome: AppealOutcome) =>
    appeal.mutate(
      { id, outcome },
      {
        onSuccess: () => toast.success(t(`admin.moderation.appeal.${outcome}Done`)),
        onError: failed,
      },
    );

  const runBulk = (target: BulkTarget, status: Decision, why?: DecisionWhy, confirmHeld = false) =>
    bulk.mutate(
      { target, status, why, confirmHeld },
      {
        onSuccess: ({ updated, skipped, more_remaining }) => {
          const scope = 'ids' in target ? 'selected' : 'all';
          const key = `${scope}Feedback${status === 'approved' ? 'Approved' : 'Rejected'}` as const;
          toast.success(t(`admin.moderation.${key}`, { count: updated }));
          if (skipped > 0) toast.info(t('admin.moderation.skippedConflicts', { count: skipped }));
          if (more_remaining) toast.info(t('admin.moderation.moreRemaining', { count: updated }));
          setSelected(new Set());
        },
        onError: (error) => {
          // Items held by the spike guard: ask once more, then send the explicit confirmation.
          const held = errorDetails(error, 'held_confirmation_required');
          if (held) {
            setHeldConfirm({ target, count: held.ids?.length ?? 0 });
            return;
          }
          failed(error);
          setSelected(new Set());
        },
        onSettled: () => setRejecting(null),
      },
    );

  const bulkTarget = (): BulkTarget => {
    const ids = [...selected];
    return ids.length > 0 ? { ids } : { filter: { status: 'pending', q: q || undefined } };
  };

  const decideMany = (status: Decision) => {
    if (status === 'rejected') setRejecting({ many: selected.size || total });
    else runBulk(bulkTarget(), 'approved');
  };

  const busyId = moderate.isPending ? moderate.variables?.id : undefined;
  const title = t('admin.moderation.title');

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
        description={t('admin.moderation.description')}
      />
      <SearchInput
        label={t('admin.moderation.searchLabel')}
        placeholder={t('admin.moderation.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {targetId && list.data && !targetShown && !list.hasNextPage ? (
        <Alert variant="info">
          <AlertDescription>{t('admin.moderation.targetGone')}</AlertDescription>
        </Alert>
      ) : null}
      <LoadStates
        query={list}
        errorMessage={(message) => t('admin.moderation.loadError', { message })}
      >
        {() => (
          <section
            aria-label={title}
            className="overflow-hidden rounded-xl border bg-card shadow-sm"
          >
            <BulkBar
              shownCount={selectable.length}
              selectedCount={selected.size}
              total={total}
              onToggleAll={(checked) =>
                setSelected(new Set(checked ? selectable.map((f) => f.id) : []))
              }
              onDecide={decideMany}
              pending={bulk.isPending ? (bulk.variables?.status ?? null) : null}
            />
            {/* The list scrolls inside a 600 px high area, so the bulk bar above stays in view. */}
            <div className="relative max-h-[600px] overflow-y-auto" aria-busy={list.isFetching}>
              {items.length === 0 ? (
                <EmptyBlock className="m-4">{t('admin.moderation.empty')}</EmptyBlock>
              ) : (
                <ul className="divide-y">
                  {items.map((feedback) => (
                    <li key={feedback.id}>
                      <FeedbackItem
                        feedback={feedback}
                        highlighted={feedback.id === targetId}
                        offerClinicReply
                        leading={
                          // Appeals are decided one by one, never in bulk.
                          feedback.appeal ? undefined : (
                            <Checkbox
                              checked={selected.has(feedback.id)}
                              onCheckedChange={(checked) => toggle(feedback.id, checked === true)}
                              aria-label={t('admin.moderation.selectOne', {
                                author: authorLabel(feedback),
                                doctor: feedback.doctor.name,
                              })}
                            />
                          )
                        }
                        actions={
                          <ItemActions
                            feedback={feedback}
                            busy={busyId === feedback.id || bulk.isPending || appeal.isPending}
                            onApprove={() => decideOne(feedback.id, 'approved')}
                            onReject={() => setRejecting({ one: feedback })}
                            onAppeal={(outcome) => decideAppeal(feedback.id, outcome)}
                            onHideWords={() => setHiding(feedback)}
                          />
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
              {list.hasNextPage ? (
                <div className="flex justify-center border-t p-3">
                  <LoadMoreButton query={list} />
                </div>
              ) : null}
            </div>
          </section>
        )}
      </LoadStates>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('admin.decision.rejectTitle')}
        description={
          rejecting && 'many' in rejecting
            ? t('admin.decision.rejectMany', { count: rejecting.many })
            : t('admin.decision.rejectOne', {
                doctor: rejecting && 'one' in rejecting ? rejecting.one.doctor.name : '',
              })
        }
        confirmLabel={t('admin.moderation.reject')}
        pending={moderate.isPending || bulk.isPending}
        onConfirm={(why) => {
          if (!rejecting) return;
          if ('one' in rejecting) decideOne(rejecting.one.id, 'rejected', why);
          else runBulk(bulkTarget(), 'rejected', why);
        }}
      />
      <HideWordsDialog
        feedback={hiding}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        pending={hideWords.isPending}
        onConfirm={(spans, note) =>
          hiding &&
          hideWords.mutate(
            { id: hiding.id, comment: hiding.comment ?? '', spans, note },
            {
              onSuccess: () => {
                toast.success(t('admin.screening.hidden'));
                setHiding(null);
              },
              onError: failed,
            },
          )
        }
      />
      <ConfirmDialog
        open={heldConfirm !== null}
        onOpenChange={(open) => (open ? undefined : setHeldConfirm(null))}
        title={t('admin.moderation.held.confirmTitle')}
        description={
          <p>{t('admin.moderation.held.confirm', { count: heldConfirm?.count ?? 0 })}</p>
        }
        confirmLabel={t('admin.moderation.held.confirmAction')}
        pending={bulk.isPending}
        onConfirm={() => {
          if (!heldConfirm) return;
          runBulk(heldConfirm.target, 'approved', undefined, true);
          setHeldConfirm(null);
        }}
      />
    </AdminPage>
  );
}

interface ItemActionsProps {
  feedback: AdminFeedback;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onAppeal: (outcome: AppealOutcome) => void;
  onHideWords: () => void;
}

/**
 * Approve / reject, or for an appeal overturn / uphold. Disabled, with the reason shown under
 * the item, when the viewer may not decide it (their own review, or their own appealed decision).
 */
function ItemActions({
  feedback,
  busy,
  onApprove,
  onReject,
  onAppeal,
  onHideWords,
}: ItemActionsProps) {
  const { t } = useTranslation();
  const blocked = feedback.conflict_of_interest || Boolean(feedback.appeal?.needs_other_moderator);
  const common = {
    type: 'button' as const,
    size: 'sm' as const,
    disabled: busy || blocked,
    'aria-describedby': blocked ? `feedback-${feedback.id}-conflict` : undefined,
  };
  if (feedback.appeal) {
    return (
      <>
        <Button {...common} onClick={() => onAppeal('overturned')}>
          <Undo2 aria-hidden="true" />
          {t('admin.moderation.appeal.overturn')}
        </Button>
        <Button {...common} variant="outline" onClick={() => onAppeal('upheld')}>
          <Gavel aria-hidden="true" />
          {t('admin.moderation.appeal.uphold')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button {...common} onClick={onApprove}>
        <Check aria-hidden="true" />
        {t('admin.moderation.approve')}
      </Button>
      <Button
        {...common}
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={onReject}
      >
        <X aria-hidden="true" />
        {t('admin.moderation.reject')}
      </Button>
      {feedback.comment ? (
        <Button {...common} variant="outline" onClick={onHideWords}>
          <EyeOff aria-hidden="true" />
          {t('admin.screening.hideAction')}
        </Button>
      ) : null}
    </>
  );
}
