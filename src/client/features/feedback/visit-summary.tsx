import type { VerifiedVisit } from '@shared/feedback';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/feedback';

/** The verified visit (date, clinic, how long it can be rated) with a way to use another code. */
export function VisitSummary({
  visit,
  onChangeVisit,
}: {
  visit: VerifiedVisit;
  onChangeVisit: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const box = useRef<HTMLDivElement>(null);

  // It replaces the form whose Continue button had focus: start reading here instead.
  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <div
      ref={box}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-success/30 bg-success-soft p-4 sm:flex-row sm:items-start sm:justify-between outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex gap-3">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-success">{t('feedback.verify.verified')}</p>
          <p className="text-foreground">
            {t('feedback.verify.visitOn', {
              date: format.calendarDate(visit.visit_date),
            })}
          </p>
          {visit.clinic ? (
            <p className="text-foreground">
              {t('feedback.verify.clinic', { clinic: visit.clinic.name })}
            </p>
          ) : null}
          <p className="text-muted-foreground">
            {t('feedback.verify.expiresOn', { date: format.date(visit.expires_at) })}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onChangeVisit} className="self-start">
        {t('feedback.verify.useAnotherCode')}
      </Button>
    </div>
  );
}
