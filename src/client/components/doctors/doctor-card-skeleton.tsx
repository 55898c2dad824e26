import { Skeleton } from '../../components/ui/skeleton';

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
