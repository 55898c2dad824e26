import type { Dashboard } from '@shared/admin';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { useFormatters } from '../../../lib/format';
import { useSpecialtyName } from '../../../lib/localized';
import { EmptyNote } from './empty-note';

/** The best-rated doctors of the period and filters, best first. */
export function TopDoctors({ doctors }: { doctors: Dashboard['top_doctors'] }) {
  const specialtyOf = useSpecialtyName();
  const { t } = useTranslation();
  const format = useFormatters();
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
            <Link
              to={`/admin/doctors/${doctor.id}`}
              className="block font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {doctor.name}
            </Link>
            <p className="text-muted-foreground text-sm">
              {specialtyOf(doctor.specialty)} · {doctor.clinic}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-0.5">
            <span className="flex items-center gap-1.5">
              <StarRating value={doctor.rating} size="sm" className="max-sm:hidden" />
              <span className="font-semibold tabular-nums">{format.rating(doctor.rating)}</span>
            </span>
            <span className="text-muted-foreground text-xs">
              {t('admin.dashboard.reviewCount', { count: doctor.review_count })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
