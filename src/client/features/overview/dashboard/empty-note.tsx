import type { ReactNode } from 'react';

/** A quiet "nothing here for these filters" line inside a dashboard card. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
