import { REPORT_REASONS } from '@shared/constants';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredStart, useDeferredTrigger } from '../../components/deferred-widget';
import { RadioCardGroup } from '../../components/forms/radio-card-group';
import { SubmitButton } from '../../components/forms/submit-button';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import '../../i18n/features/feedback';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { type ReportReason, useReportReview } from './api';
import { feedbackErrorMessage } from './errors';

/** Same bound as the server's reportSchema. */
export const REPORT_NOTE_MAX = 500;

interface ReportReviewDialogProps {
  start: DeferredStart;
  trigger: ReactElement;
  reviewId: string;
  doctorId?: string;
}

/**
 * The report dialog (see ReportReviewButton): a reason and an optional note. The review stays
 * published while a moderator checks the report.
 */
export function ReportReviewDialog({
  start,
  trigger,
  reviewId,
  doctorId,
}: ReportReviewDialogProps) {
  const [open, setOpen] = useState(start.open);
  const triggerRef = useDeferredTrigger<HTMLButtonElement>(start);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild ref={triggerRef}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        {/* Mounted only while open, so each opening starts with an empty form. */}
        <ReportForm reviewId={reviewId} doctorId={doctorId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({
  reviewId,
  doctorId,
  onDone,
}: {
  reviewId: string;
  doctorId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const report = useReportReview(doctorId);
  const reasonId = `${id}-reason`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonMissing(true);
      document.getElementById(`${reasonId}-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    report.mutate(
      { reviewId, reason, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('feedback.report.success'));
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t('feedback.report.title')}</DialogTitle>
        <DialogDescription>{t('feedback.report.description')}</DialogDescription>
      </DialogHeader>
      <RadioCardGroup
        id={reasonId}
        legend={t('feedback.report.reasonLegend')}
        options={REPORT_REASONS.map((value) => ({
          value,
          label: t(`feedback.report.reasons.${value}`),
        }))}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setReasonMissing(false);
        }}
        error={reasonMissing ? t('feedback.report.reasonRequired') : undefined}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{t('feedback.report.note')}</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          aria-describedby={`${id}-note-count`}
        />
        <p id={`${id}-note-count`} className="justify-self-end text-muted-foreground text-xs">
          {t('feedback.report.noteCount', { count: note.length, max: REPORT_NOTE_MAX })}
        </p>
      </div>
      {report.isError ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p className="font-medium">{t('feedback.report.error')}</p>
            <p>{feedbackErrorMessage(report.error, 'report', t)}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <SubmitButton pending={report.isPending} pendingLabel={t('feedback.report.submitting')}>
          {t('feedback.report.submit')}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
