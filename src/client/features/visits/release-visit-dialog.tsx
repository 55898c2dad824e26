import { VISIT_RELEASE_REASON_MAX } from '@shared/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { translateError } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { type AdminVisit, useReleaseVisit } from './api';

interface ReleaseVisitDialogProps {
  visit: AdminVisit | null;
  onClose: () => void;
}

/**
 * Frees a visit another account used, so its patient can verify it. The reason is required and
 * kept in the audit log; the previous account's unpublished reviews of the visit are withdrawn.
 */
export function ReleaseVisitDialog({ visit, onClose }: ReleaseVisitDialogProps) {
  const { t } = useTranslation();
  const release = useReleaseVisit();
  const [reason, setReason] = useState('');
  const [showError, setShowError] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const trimmed = reason.trim();
  const invalid = trimmed.length === 0 || trimmed.length > VISIT_RELEASE_REASON_MAX;

  const close = () => {
    setReason('');
    setShowError(false);
    release.reset();
    onClose();
  };

  const confirm = () => {
    if (!visit) return;
    if (invalid) {
      setShowError(true);
      return;
    }
    release.mutate(
      { id: visit.id, reason: trimmed },
      {
        onSuccess: (result) => {
          toast.success(t('admin.visits.release.done', { code: visit.visit_code }), {
            description: t('admin.visits.release.doneDetail', {
              withdrawn: result.withdrawn,
              kept: result.kept_published,
            }),
          });
          close();
        },
        onError: (error) =>
          toast.error(t('admin.visits.release.error'), { description: translateError(error) }),
      },
    );
  };

  return (
    <ConfirmDialog
      open={visit !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('admin.visits.release.title', { code: visit?.visit_code ?? '' })}
      description={
        <>
          <p>{t('admin.visits.release.description')}</p>
          <div className="grid gap-1.5 text-left">
            <Label htmlFor={fieldId} className="text-foreground">
              {t('admin.visits.release.reason')}
            </Label>
            <Textarea
              id={fieldId}
              value={reason}
              maxLength={VISIT_RELEASE_REASON_MAX}
              aria-invalid={showError && invalid}
              aria-describedby={showError && invalid ? errorId : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {showError && invalid ? (
              <p id={errorId} className="text-destructive text-sm">
                {t('admin.visits.release.reasonRequired')}
              </p>
            ) : null}
          </div>
        </>
      }
      confirmLabel={t('admin.visits.release.confirm')}
      onConfirm={confirm}
      pending={release.isPending}
      destructive
    />
  );
}
