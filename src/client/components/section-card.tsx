import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

interface SectionCardProps {
  /** The card's h2: these cards are sections of a page whose h1 is the page title. */
  title: ReactNode;
  description?: ReactNode;
  /** Shown on the title's row, e.g. an on/off badge. */
  titleAside?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One titled section of a settings or overview page: heading, optional description, content. */
export function SectionCard({
  title,
  description,
  titleAside,
  className,
  contentClassName,
  children,
}: SectionCardProps) {
  const heading = <CardTitle asHeading="h2">{title}</CardTitle>;
  return (
    <Card className={className}>
      <CardHeader>
        {titleAside ? (
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {titleAside}
          </div>
        ) : (
          heading
        )}
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
