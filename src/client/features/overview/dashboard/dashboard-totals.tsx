import type { Dashboard } from '@shared/admin';
import { Flag, Hourglass, type LucideIcon, MessagesSquare, Star, Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5';

interface TotalCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: string;
  /** Where the figure can be acted upon (the moderation queues). */
  to?: string;
  hint?: ReactNode;
}

function TotalCard({ label, value, icon: Icon, tone, to, hint }: TotalCardProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <div className="font-medium text-muted-foreground text-sm">{label}</div>
        <span
          className={cn('rounded-md bg-primary-soft p-1.5 text-primary', tone)}
          aria-hidden="true"
        >
          <Icon className="size-4" />
        </span>
      </div>
      <div className="font-bold text-2xl tabular-nums sm:text-3xl">{value}</div>
      {hint ? <div className="text-muted-foreground text-xs">{hint}</div> : null}
    </>
  );
  const className = 'flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm';
  return to ? (
    <Link
      to={to}
      className={cn(
        className,
        'transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      <div className="contents">{body}</div>
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

export function DashboardTotals({ totals }: { totals: Dashboard['totals'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-label={t('admin.dashboard.totals.label')} className={GRID}>
      <TotalCard
        label={t('admin.dashboard.totals.doctors')}
        value={format.number(totals.doctors)}
        icon={Stethoscope}
      />
      <TotalCard
        label={t('admin.dashboard.totals.reviews')}
        value={format.number(totals.reviews)}
        icon={MessagesSquare}
        tone="bg-info-soft text-info"
      />
      <TotalCard
        label={t('admin.dashboard.totals.score')}
        value={totals.reviews > 0 ? format.rating(totals.score) : '–'}
        icon={Star}
        tone="bg-warning-soft text-star-stroke"
        hint={t('admin.dashboard.totals.outOfFive')}
      />
      <TotalCard
        label={t('admin.dashboard.totals.pending')}
        value={format.number(totals.pending)}
        icon={Hourglass}
        tone="bg-warning-soft text-warning"
        to="/admin/feedback/moderate"
        hint={t('admin.dashboard.totals.toModerate')}
      />
      <TotalCard
        label={t('admin.dashboard.totals.reported')}
        value={format.number(totals.reported)}
        icon={Flag}
        tone="bg-destructive-soft text-destructive"
        to="/admin/feedback/reported"
        hint={t('admin.dashboard.totals.toReview')}
      />
    </section>
  );
}

export function DashboardTotalsSkeleton() {
  return (
    <div className={GRID}>
      {['a', 'b', 'c', 'd', 'e'].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
