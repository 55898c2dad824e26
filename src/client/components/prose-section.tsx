import type { ReactNode } from 'react';

interface ProseSectionProps {
  /** The heading's id; the section is labelled by it, so it shows in the landmarks list. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of a long text page (privacy notice, transparency report). */
export function ProseSection({ id, title, children }: ProseSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold text-2xl">
        {title}
      </h2>
      <div className="flex flex-col gap-3 text-muted-foreground leading-relaxed">{children}</div>
    </section>
  );
}
