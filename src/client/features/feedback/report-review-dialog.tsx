import { REPORT_REASONS } from '@shared/constants';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeferredStart, useDeferredTrigger } from '../../components/deferred-widget';
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
  const errorId = `${id}-reason-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setReasonMissing(true);
      document.getElementById(`${id}-${REPORT_REASONS[0]}`)?.focus();
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
      <fieldset
        className="grid gap-2"
        aria-describedby={reasonMissing ? errorId : undefined}
        aria-invalid={reasonMissing || undefined}
      >
        <legend className="mb-2 font-medium text-sm">{t('feedback.report.reasonLegend')}</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            htmlFor={`${id}-${value}`}
            className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setReasonMissing(false);
              }}
              className="size-4 accent-primary"
            />
            {t(`feedback.report.reasons.${value}`)}
          </label>
        ))}
        {reasonMissing ? (
          <p id={errorId} className="font-medium text-destructive text-sm">
            {t('feedback.report.reasonRequired')}
          </p>
        ) : null}
      </fieldset>
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
