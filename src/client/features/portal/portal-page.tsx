import type { PortalOverview } from '@shared/portal';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../components/section-card';
import { StarRating } from '../../components/ui/star-rating';
import { useAuth } from '../../lib/auth/auth-context';
import { useFormatters } from '../../lib/format';
import { useSpecialtyName } from '../../lib/localized';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PortalInsights } from './portal-insights';
import { PortalReviews } from './portal-reviews';
import { PortalTrend } from './portal-trend';
import { ProfileEditForm } from './profile-edit-form';
import '../../i18n/features/portal';
import { fetchPortal } from './api';

/** /portal: the linked doctor's own figures, reviews and replies, and proposed profile edits. */
export function PortalPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const specialtyName = useSpecialtyName();
  useDocumentTitle(t('portal.title'));
  const overview = useQuery({
    queryKey: ['portal', 'overview'],
    queryFn: ({ signal }) => fetchPortal(signal),
    enabled: Boolean(user?.doctor_id),
  });
  if (!user?.doctor_id) {
    return (
      <div className="container mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-bold text-2xl">{t('portal.title')}</h1>
        <p className="mt-4 text-muted-foreground">{t('portal.notLinked')}</p>
      </div>
    );
  }
  const data = overview.data;
  return (
    <div className="container mx-auto grid max-w-5xl gap-6 px-4 py-6 md:py-8">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl">{t('portal.title')}</h1>
        {data ? (
          <p className="text-muted-foreground">
            {data.doctor.name} · {specialtyName(data.doctor.specialty)} · {data.doctor.clinic}{' '}
            <Link className="text-primary underline" to={`/doctors/${data.doctor.id}`}>
              {t('portal.publicProfile')}
            </Link>
          </p>
        ) : null}
      </header>
      {data ? <Figures overview={data} /> : null}
      <PortalInsights />
      <SectionCard title={t('portal.reviews.title')}>
        <PortalReviews />
      </SectionCard>
      {data ? (
        <SectionCard title={t('portal.edit.title')}>
          <ProfileEditForm overview={data} />
        </SectionCard>
      ) : null}
    </div>
  );
}

function Figures({ overview }: { overview: PortalOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const value = (v: number | null) => (v === null ? '—' : format.rating(v));
  const max = Math.max(1, ...overview.distribution);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SectionCard title={t('portal.score.title')} contentClassName="grid gap-3">
        <div className="flex items-center gap-3">
          <span className="font-bold text-4xl">{value(overview.score)}</span>
          {overview.score !== null ? (
            <StarRating
              value={overview.score}
              label={t('portal.score.summary', { value: value(overview.score) })}
            />
          ) : null}
        </div>
        <p className="text-muted-foreground text-sm">{t('portal.score.hint')}</p>
        <p className="text-muted-foreground text-sm">
          {t('portal.score.count', { count: overview.review_count })}
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {(['medical_expertise', 'customer_experience', 'compliance'] as const).map((c) => (
            <div key={c} className="contents">
              <dt>{t(`portal.criteria.${c}`)}</dt>
              <dd className="font-semibold">{value(overview.criteria[c])}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      <SectionCard title={t('portal.distribution.title')}>
        <ul className="grid gap-2">
          {[5, 4, 3, 2, 1].map((star) => {
            const n = overview.distribution[star - 1] ?? 0;
            return (
              <li
                key={star}
                className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-2 text-sm"
              >
                <span>{t('portal.distribution.stars', { count: star })}</span>
                <span className="h-2 rounded bg-muted" aria-hidden="true">
                  <span
                    className="block h-2 rounded bg-primary"
                    style={{ width: `${(n / max) * 100}%` }}
                  />
                </span>
                <span className="text-end">{format.number(n)}</span>
              </li>
            );
          })}
        </ul>
      </SectionCard>
      <SectionCard title={t('portal.trend.title')} className="md:col-span-2">
        <PortalTrend months={overview.months} />
      </SectionCard>
    </div>
  );
}
