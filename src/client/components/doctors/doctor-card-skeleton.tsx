import { SKELETON_CARDS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/skeleton';
import '../../i18n/features/doctors';

/** The columns of every doctor card grid (home page and directory). */
export const DOCTOR_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARDS }, (_, index) => `skeleton-${index}`);

/** Same footprint as DoctorCard, so the grid does not jump when data arrives. */
export function DoctorCardSkeleton() {
  return (
    <div
      data-testid="doctor-card-skeleton"
      aria-hidden="true"
      className="flex flex-row overflow-hidden rounded-xl border bg-card shadow-sm sm:flex-col"
    >
      <Skeleton className="w-28 shrink-0 rounded-none sm:aspect-[4/3] sm:w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    </div>
  );
}

/** A grid of card placeholders, announced once as "loading doctors". */
export function DoctorGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('doctors.loadingDoctors')} className={DOCTOR_GRID}>
      {SKELETON_KEYS.map((key) => (
        <DoctorCardSkeleton key={key} />
      ))}
    </div>
  );
}
