import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DeferredToaster } from '../components/deferred-toaster';
import { ErrorBoundary } from '../components/error-boundary';
import { HydrateApart } from '../components/hydrate-apart';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/page-loading';
import { afterHydration } from '../lib/hydration-slices';
import { markPageReady } from '../lib/page-ready';
import { useFocusHeadingOnNavigate } from '../lib/route-focus';

/**
 * Marks the page ready once the screen itself is drawn or hydrated, the parts hydrated apart
 * included (see lib/page-ready and lib/hydration-slices).
 */
function PageReady() {
  useEffect(() => afterHydration(markPageReady), []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      {/* The header and the footer are hydrated apart, each in a task (lib/hydration-slices). */}
      <SkipLink />
      <HydrateApart>
        <Header />
      </HydrateApart>
      {/*
       * tabIndex lets the skip link move keyboard focus here, not just scroll. At least a
       * screen tall, so the footer starts below the fold while a screen loads: otherwise the
       * arriving content pushes a visible footer down (a layout shift of 0.35-0.42 on a phone).
       */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex min-h-dvh flex-1 flex-col outline-none"
      >
        {/* A failing screen keeps the header usable; navigating elsewhere clears the error. */}
        <ErrorBoundary variant="section" resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <HydrateApart>
        <Footer />
      </HydrateApart>
      <DeferredToaster />
      <ScrollRestoration />
    </div>
  );
}
