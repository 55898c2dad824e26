import { FEATURED_DOCTORS, SKELETON_CARDS } from '@shared/constants';
import { ArrowRight, RotateCw, TriangleExclamationPoint, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoctorCard } from '../../components/doctors/doctor-card';
import { DoctorCardSkeleton } from '../../components/doctors/doctor-card-skeleton';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { translateError } from '../../lib/api';
import { SECTION_CONTAINER, SectionHeading } from './section-heading';
import { useFeaturedDoctors } from './use-featured-doctors';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_KEYS = Array.from({ length: SKELETON_CARDS }, (_, index) => `skeleton-${index}`);

function FeaturedDoctorsContent() {
  const { t } = useTranslation();
  const featured = useFeaturedDoctors();

  if (featured.isPending) {
    return (
      <div role="status" aria-label={t('doctors.loadingDoctors')} className={GRID}>
        {SKELETON_KEYS.map((key) => (
          <DoctorCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (featured.isError) {
    return (
      <Alert variant="destructive">
        <TriangleExclamationPoint aria-hidden="true" />
        <AlertTitle>{t('doctors.errorLoadingDoctors')}</AlertTitle>
        <AlertDescription>
          <p>{translateError(featured.error)}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void featured.refetch()}
            disabled={featured.isFetching}
          >
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const doctors = featured.data.slice(0, FEATURED_DOCTORS);
  if (doctors.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface px-6 py-12 text-center">
        <UserRound className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t('doctors.noDoctorsAvailable')}</p>
      </div>
    );
  }

  return (
    <ul className={GRID}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}

export function FeaturedDoctorsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-doctors-title" className="py-14 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading
          id="featured-doctors-title"
          title={t('home.featured.title')}
          subtitle={t('home.featured.subtitle')}
          action={
            <Button asChild variant="link" className="self-start px-0 sm:self-auto">
              <Link to="/doctors">
                {t('home.featured.viewAll')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        <FeaturedDoctorsContent />
      </div>
    </section>
  );
}
