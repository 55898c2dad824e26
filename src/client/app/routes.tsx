import { childPath, SERVER_PAGES } from '@shared/pages';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { AdminShellLoading } from '../components/admin-shell-loading';
import { RequireAdmin, RequireAuth } from '../features/auth/guards';
import { FeedbackSignInNotice } from '../features/feedback/sign-in-notice';
import { lazyComponent } from '../lib/lazy-component';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/*
 * Every screen is a lazily loaded route module (its own chunk); a page the server draws is also
 * declared in @shared/pages (its module there names the same file). To add a screen, add a
 * `lazyComponent(() => import('../features/<feature>/<screen>-page'), '<Screen>Page')` constant and a
 * child route below. /admin/* is one nested layout with its own children, so the whole admin area
 * stays in separate chunks.
 */
const HomePage = lazyComponent(() => import('../features/home/home-page'), 'HomePage');
const DoctorListPage = lazyComponent(
  () => import('../features/doctors/doctor-list-page'),
  'DoctorListPage',
);
// A page that shows another feature's pieces is composed here in app/ (features never import
// each other): the doctor page gets the feedback flow and report button, the profile its
// 'My feedback' tab.
const DoctorDetailPage = lazyComponent(() => import('./doctor-detail-route'), 'DoctorDetailRoute');
const AuthPage = lazyComponent(() => import('../features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyComponent(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyComponent(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const FeedbackPage = lazyComponent(
  () => import('../features/feedback/feedback-page'),
  'FeedbackPage',
);
const ProfilePage = lazyComponent(() => import('./profile-route'), 'ProfileRoute');
const AnnouncementsPage = lazyComponent(
  () => import('../features/announcements/announcements-page'),
  'AnnouncementsPage',
);
const TransparencyPage = lazyComponent(
  () => import('../features/transparency/transparency-page'),
  'TransparencyPage',
);
const PortalPage = lazyComponent(() => import('../features/portal/portal-page'), 'PortalPage');
const AcceptInvitationPage = lazyComponent(
  () => import('../features/portal/accept-invitation-page'),
  'AcceptInvitationPage',
);
const PrivacyPage = lazyComponent(() => import('../features/privacy/privacy-page'), 'PrivacyPage');
const AdminApp = lazyComponent(() => import('./admin-app'), 'AdminApp');
const NotFoundPage = lazyComponent(
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // The pages the server draws take their addresses from @shared/pages.
      { index: true, element: <HomePage /> },
      { path: childPath(SERVER_PAGES.doctors), element: <DoctorListPage /> },
      { path: childPath(SERVER_PAGES.doctor), element: <DoctorDetailPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: childPath(SERVER_PAGES.transparency), element: <TransparencyPage /> },
      { path: childPath(SERVER_PAGES.privacy), element: <PrivacyPage /> },
      {
        path: 'feedback',
        element: (
          <>
            {/* Tells a guest why they land on /auth: feedback needs a signed-in account. */}
            <FeedbackSignInNotice />
            <RequireAuth>
              <FeedbackPage />
            </RequireAuth>
          </>
        ),
      },
      // Public on purpose: the page itself tells guests to sign in.
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'announcements',
        element: (
          <RequireAuth>
            <AnnouncementsPage />
          </RequireAuth>
        ),
      },
      {
        path: 'portal',
        element: (
          <RequireAuth>
            <PortalPage />
          </RequireAuth>
        ),
      },
      {
        path: 'portal/accept',
        element: (
          <RequireAuth>
            <AcceptInvitationPage />
          </RequireAuth>
        ),
      },
      // Must stay last: anything unmatched is a 404.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Outside the site layout: the admin area has its own header and sidebar (AdminLayout).
    path: '/admin/*',
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<AdminShellLoading />}>
        <RequireAdmin loading={<AdminShellLoading />}>
          <AdminApp />
        </RequireAdmin>
      </Suspense>
    ),
  },
];
