import type { PatientQuote, PublicStanding } from '@shared/insights';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { useDoctorQuotes } from './api';
import '../../i18n/features/doctors';
import '../../i18n/features/topics';

/**
 * "What patients say": sentences quoted word for word from consenting reviews, and the doctor's
 * standing in their specialty when an administrator shows it. Nothing when there is neither.
 */
export function DoctorQuotes({ doctorId }: { doctorId: string }) {
  const format = useFormatters();
  const quotes = useDoctorQuotes(doctorId, format.lng);
  const data = quotes.data;
  if (!data || (data.quotes.length === 0 && !data.standing)) return null;
  return (
    <>
      {data.quotes.length > 0 ? <QuotesCard quotes={data.quotes} /> : null}
      {data.standing ? <StandingCard standing={data.standing} /> : null}
    </>
  );
}

function QuotesCard({ quotes }: { quotes: PatientQuote[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('doctors.quotes.title')}</CardTitle>
        <CardDescription>{t('doctors.quotes.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {quotes.map((q) => (
            <li key={q.feedback_id}>
              <figure className="grid gap-1 rounded-lg border p-3 text-sm">
                <blockquote lang={q.lang ?? undefined} className="flex gap-2">
                  <Quote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <p>{q.text}</p>
                </blockquote>
                <figcaption className="text-muted-foreground text-xs">
                  {t('doctors.quotes.topic', { topic: t(`topics.${q.topic}`) })} ·{' '}
                  <time dateTime={q.created_at}>{format.date(q.created_at)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function StandingCard({ standing }: { standing: PublicStanding }) {
  const { t } = useTranslation();
  const specialtyName = useSpecialtyName();
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">{t('doctors.quotes.standingTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {t('doctors.quotes.standing', {
          percentile: standing.percentile,
          specialty: specialtyName(standing.specialty),
          peers: standing.peers,
        })}
      </CardContent>
    </Card>
  );
}
