import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useFormatters } from '../../lib/format';
import type { Decision } from './api';

interface BulkBarProps {
  /** Items loaded and shown; select-all covers these. */
  shownCount: number;
  selectedCount: number;
  /** Items matching the filter on the server, loaded or not: what "all" applies to. */
  total: number;
  onToggleAll: (checked: boolean) => void;
  onDecide: (decision: Decision) => void;
  pending: Decision | null;
}

/**
 * Select-all and the bulk buttons. With a selection they act on it ('Approve selected (3)');
 * without one they act on everything the current filter matches ('Approve all'), which is
 * confirmed first because it can touch items not loaded on screen.
 */
export function BulkBar({
  shownCount,
  selectedCount,
  total,
  onToggleAll,
  onDecide,
  pending,
}: BulkBarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const hasSelection = selectedCount > 0;
  const allChecked = shownCount > 0 && selectedCount === shownCount;
  const disabled = pending !== null || (!hasSelection && total === 0);

  const label = (decision: Decision) =>
    hasSelection
      ? t(`admin.moderation.${decision === 'approved' ? 'approve' : 'reject'}Selected`, {
          count: selectedCount,
        })
      : t(`admin.moderation.${decision === 'approved' ? 'approve' : 'reject'}All`);

  // Rejecting asks for a reason (saying how many) in the page's dialog, which also confirms it.
  const click = (decision: Decision) => {
    if (hasSelection || decision === 'rejected') onDecide(decision);
    else setConfirming(decision);
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b bg-muted/60 px-4 py-3">
      <div className="flex items-center gap-3">
        <Checkbox
          id={id}
          checked={allChecked ? true : hasSelection ? 'indeterminate' : false}
          disabled={shownCount === 0}
          onCheckedChange={(checked) => onToggleAll(checked === true)}
        />
        <Label htmlFor={id}>
          {hasSelection
            ? t('admin.moderation.selectedCount', { count: selectedCount })
            : t('admin.moderation.selectAll')}
        </Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={disabled} onClick={() => click('approved')}>
          {pending === 'approved' ? (
            <Spinner className="text-current" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {label('approved')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={disabled}
          onClick={() => click('rejected')}
        >
          {pending === 'rejected' ? <Spinner className="text-current" /> : <X aria-hidden="true" />}
          {label('rejected')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={
          confirming === 'rejected'
            ? t('admin.moderation.confirmRejectAllTitle')
            : t('admin.moderation.confirmApproveAllTitle')
        }
        description={
          <p>
            {t(
              confirming === 'rejected'
                ? 'admin.moderation.confirmRejectAll'
                : 'admin.moderation.confirmApproveAll',
              { count: total, formatted: format.number(total) },
            )}
          </p>
        }
        confirmLabel={confirming ? label(confirming) : ''}
        destructive={confirming === 'rejected'}
        onConfirm={() => {
          if (confirming) onDecide(confirming);
          setConfirming(null);
        }}
      />
    </div>
  );
}
