import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { MohSurveyStep } from './moh-survey-step';
import '../../i18n/features/moh-survey';

interface SurveyOfferProps {
  feedbackId: string;
  /** Sent or skipped: the offer goes away. */
  onDone: () => void;
  headingLevel?: 'h3' | 'h4';
}

/**
 * Under the confirmation of a visit's first review: the ministry's survey, offered, never in
 * the way. Opening it shows the survey in place; sending or skipping it closes it.
 */
export function SurveyOffer({ feedbackId, onDone, headingLevel = 'h3' }: SurveyOfferProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <div className="rounded-lg border p-4">
        <MohSurveyStep feedbackId={feedbackId} onDone={onDone} headingLevel={headingLevel} />
      </div>
    );
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby="moh-survey-offer"
      className="grid gap-2 rounded-lg border bg-muted/40 p-4"
    >
      <Heading id="moh-survey-offer" className="flex items-center gap-2 font-semibold">
        <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('mohSurvey.offer.title')}
      </Heading>
      <p className="text-muted-foreground text-sm">{t('mohSurvey.offer.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setOpen(true)}>{t('mohSurvey.offer.start')}</Button>
        <Button variant="ghost" onClick={onDone}>
          {t('mohSurvey.offer.noThanks')}
        </Button>
      </div>
    </section>
  );
}
