import { Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { LinkButton } from '../link-button';
import { Skeleton } from '../ui/skeleton';

/** The header's main action of a list screen: a link to the form that adds a record. */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <LinkButton to={to} icon={Plus}>
      {label}
    </LinkButton>
  );
}

/** Placeholder rows while a list loads, announced by `label`. */
export function ListSkeleton({
  label,
  rows,
  rowClassName,
}: {
  label: string;
  rows: number;
  rowClassName: string;
}) {
  // The rows never move, so their position is a stable key.
  const keys = Array.from({ length: rows }, (_, row) => `row-${row}`);
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {keys.map((key) => (
        <Skeleton key={key} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

/** An empty list: why there is nothing, and what to try. */
export function NoResults({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{title}</p>
      {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
    </div>
  );
}

interface ResultsProps {
  label: string;
  /** 'N clinics', announced when it changes. */
  count: string;
  /** Older results still shown (dimmed) while new ones load. */
  busy?: boolean;
  children: ReactNode;
}

/** A loaded list with its count above it. */
export function Results({ label, count, busy, children }: ResultsProps) {
  return (
    <section
      aria-label={label}
      aria-busy={busy}
      className={cn('grid gap-3 transition-opacity', busy && 'opacity-60')}
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {count}
      </p>
      {children}
    </section>
  );
}
