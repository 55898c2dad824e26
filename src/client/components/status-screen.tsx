import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCircle } from './icon-circle';

interface StatusScreenProps {
  icon: LucideIcon;
  /** The page's h1: this screen stands in for the page that could not be shown. */
  title: ReactNode;
  message: ReactNode;
  /** The ways on: back, home, retry. */
  actions: ReactNode;
}

/** A whole page that says why there is nothing to show (not found, failed to load) and what next. */
export function StatusScreen({ icon, title, message, actions }: StatusScreenProps) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <IconCircle icon={icon} size="xl" />
        <h1 className="font-bold text-3xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{message}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
