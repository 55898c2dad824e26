import { FEATURED_DOCTORS } from '@shared/constants';
import type { DoctorSummary } from '@shared/doctors';
import { ArrowRight, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoctorCard } from '../../components/doctors/doctor-card';
import { DOCTOR_GRID, DoctorGridSkeleton } from '../../components/doctors/doctor-card-skeleton';
import { EmptyState } from '../../components/empty-state';
import { PagePart } from '../../components/page-part';
import { QueryStates } from '../../components/query-states';
import { Button } from '../../components/ui/button';
import { useFeaturedDoctors } from './api';
import { SECTION_CONTAINER, SectionHeading } from './section-heading';
import '../../i18n/features/doctors';

function FeaturedDoctorsContent() {
  const { t } = useTranslation();
  const featured = useFeaturedDoctors();

  return (
    <QueryStates
      query={featured}
      loading={<DoctorGridSkeleton />}
      errorTitle={t('doctors.errorLoadingDoctors')}
    >
      {(data) => <FeaturedDoctorsGrid doctors={data.slice(0, FEATURED_DOCTORS)} />}
    </QueryStates>
  );
}

function FeaturedDoctorsGrid({ doctors }: { doctors: DoctorSummary[] }) {
  const { t } = useTranslation();
  if (doctors.length === 0) {
    return (
      <EmptyState icon={UserRound}>
        <p className="text-muted-foreground">{t('doctors.noDoctorsAvailable')}</p>
      </EmptyState>
    );
  }

  return (
    <ul className={DOCTOR_GRID}>
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <PagePart>
            <DoctorCard doctor={doctor} />
          </PagePart>
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
