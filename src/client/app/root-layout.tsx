import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DeferredToaster } from '../components/deferred-toaster';
import { ErrorBoundary } from '../components/error-boundary';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/page-loading';
import { PagePart } from '../components/page-part';
import { markShellHydrated } from '../lib/page-ready';
import { useFocusHeadingOnNavigate } from '../lib/route-focus';

/**
 * The screen itself is drawn or hydrated: the page is ready once its parts are too (see
 * lib/page-ready).
 */
function PageReady() {
  useEffect(markShellHydrated, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      {/* The header and the footer are hydrated as parts of their own (components/page-part). */}
      <SkipLink />
      <PagePart>
        <Header />
      </PagePart>
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
      <PagePart>
        <Footer />
      </PagePart>
      <DeferredToaster />
      <ScrollRestoration />
    </div>
  );
}
