import type { ReactNode, Ref } from 'react';
import { BrandMark } from '../../components/layout/brand';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Lets the page move focus to the title when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The centred card shared by the sign-in, forgot-password and reset-password screens. */
export function AuthCard({ title, subtitle, headingRef, children }: AuthCardProps) {
  return (
    <section className="flex flex-1 items-start justify-center bg-surface px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="justify-items-center text-center">
          <BrandMark className="mb-2 size-11" />
          <h1 ref={headingRef} tabIndex={-1} className="font-bold text-2xl outline-none">
            {title}
          </h1>
          {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
