import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth/guards';
import { FeedbackSignInNotice } from '../features/feedback/sign-in-notice';
import { lazyPage } from './lazy-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/*
 * Every screen is a lazily loaded route module (its own chunk). To add a screen, add a
 * `lazyPage(() => import('../features/<feature>/<screen>-page'), '<Screen>Page')` constant and a
 * child route below. Still to come from their features: /auth, /doctors, /doctors/:id, /feedback,
 * /profile, /announcements and /admin/* (a nested layout with its own children, so the whole
 * admin area stays in separate chunks).
 */
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const DoctorListPage = lazyPage(
  () => import('../features/doctors/doctor-list-page'),
  'DoctorListPage',
);
const DoctorDetailPage = lazyPage(
  () => import('../features/doctors/doctor-detail-page'),
  'DoctorDetailPage',
);
const AuthPage = lazyPage(() => import('../features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const FeedbackPage = lazyPage(() => import('../features/feedback/feedback-page'), 'FeedbackPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const AnnouncementsPage = lazyPage(
  () => import('../features/announcements/announcements-page'),
  'AnnouncementsPage',
);
const AdminApp = lazyPage(() => import('../features/admin/admin-app'), 'AdminApp');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'doctors', element: <DoctorListPage /> },
      { path: 'doctors/:id', element: <DoctorDetailPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'feedback',
        element: (
          <>
            {/* Tells a guest why they land on /auth (spec: mustBeLoggedIn). */}
            <FeedbackSignInNotice />
            <RequireAuth>
              <FeedbackPage />
            </RequireAuth>
          </>
        ),
      },
      // Public on purpose: the page itself tells guests to sign in (spec: Profile).
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'announcements',
        element: (
          <RequireAuth>
            <AnnouncementsPage />
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
      <Suspense fallback={<PageLoading />}>
        <RequireAdmin>
          <AdminApp />
        </RequireAdmin>
      </Suspense>
    ),
  },
];
