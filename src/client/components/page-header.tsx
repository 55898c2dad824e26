import type { ReactNode } from 'react';

/** The top of a content page: its h1 and a sentence on what the page is for. */
export function PageHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <header className="grid gap-2">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </header>
  );
}
