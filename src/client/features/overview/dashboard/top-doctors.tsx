import type { Dashboard } from '@shared/admin';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingSummary } from '../../../components/admin/rating-summary';
import { RecordLink } from '../../../components/admin/row-actions';
import { useSpecialtyName } from '../../../lib/localized';
import { EmptyNote } from './empty-note';

/** The best-rated doctors of the period and filters, best first. */
export function TopDoctors({ doctors }: { doctors: Dashboard['top_doctors'] }) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  if (doctors.length === 0) return <EmptyNote>{t('admin.dashboard.top.empty')}</EmptyNote>;
  return (
    <ol className="grid grid-cols-1 gap-3">
      {doctors.map((doctor, index) => (
        <li key={doctor.id} className="flex min-w-0 items-center gap-3 rounded-lg border p-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary"
            // The ordered list already tells assistive technology the rank.
            aria-hidden="true"
          >
            {index === 0 ? <Trophy className="size-4" aria-hidden="true" /> : index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <RecordLink to={`/admin/doctors/${doctor.id}`} className="block">
              {doctor.name}
            </RecordLink>
            <p className="text-muted-foreground text-sm">
              {specialtyOf(doctor.specialty)} · {doctor.clinic}
            </p>
          </div>
          <RatingSummary
            score={doctor.score}
            reviewCount={doctor.review_count}
            className="shrink-0 items-end"
            starsClassName="max-sm:hidden"
          />
        </li>
      ))}
    </ol>
  );
}
