import { useTranslation } from 'react-i18next';
import {
  readSidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
} from '../components/ui/sidebar-state';
import { Skeleton } from '../components/ui/skeleton';
import { useIsMobile } from '../components/ui/use-is-mobile';

/** Skeletons in the shape of an admin screen: a title, a filter bar, a table. */
export function AdminContentLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6 lg:p-8">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-5 w-80 max-w-full" />
      </div>
      <Skeleton className="h-20 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/**
 * The admin frame (sidebar and header, same sizes as AdminLayout's) drawn at once from the main
 * bundle while the session check, the admin code and its texts arrive, so opening an admin page
 * directly shows the layout, not a blank screen with a spinner.
 */
export function AdminShellLoading() {
  const isMobile = useIsMobile();
  const width = readSidebarCookie() ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <div className="flex min-h-dvh w-full bg-surface">
      {isMobile ? null : (
        <div
          aria-hidden="true"
          className="sticky top-0 flex h-dvh shrink-0 flex-col gap-6 overflow-hidden border-r bg-background"
          style={{ width }}
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b px-2">
            <Skeleton className="size-8 shrink-0 rounded-lg" />
            <Skeleton className="h-4 w-32" />
          </div>
          {[4, 3, 2].map((rows) => (
            <div key={rows} className="flex flex-col gap-2 px-3">
              <Skeleton className="h-3 w-20" />
              {Array.from({ length: rows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative rows
                <Skeleton key={i} className="h-7 w-full" />
              ))}
            </div>
          ))}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <div
          aria-hidden="true"
          className="flex h-16 shrink-0 items-center gap-3 border-b bg-background px-3 sm:px-4"
        >
          <Skeleton className="size-8" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="ml-auto h-8 w-24" />
          <Skeleton className="h-8 w-16" />
        </div>
        <AdminContentLoading />
      </div>
    </div>
  );
}
