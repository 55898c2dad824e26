import { useEffect, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AdminShellLoading } from '../../components/admin-shell-loading';
import { loadAdminTranslations } from '../../i18n';
import { useAuth } from '../../lib/auth/auth-context';
import { lazyComponent } from '../../lib/lazy-component';
import { AdminLayout } from './layout/admin-layout';
import { operationsRoutes } from './operations-routes';

/*
 * The admin area: one lazily loaded bundle (this module and what it imports), never downloaded
 * by patient pages, and inside it one chunk per screen.
 */
const DashboardPage = lazyComponent(() => import('./dashboard/dashboard-page'), 'DashboardPage');
const DoctorListPage = lazyComponent(
  () => import('./doctors/doctor-list-page'),
  'AdminDoctorListPage',
);
const DoctorFormPage = lazyComponent(() => import('./doctors/doctor-form-page'), 'DoctorFormPage');
const ClinicListPage = lazyComponent(() => import('./clinics/clinic-list-page'), 'ClinicListPage');
const ClinicFormPage = lazyComponent(() => import('./clinics/clinic-form-page'), 'ClinicFormPage');
const SpecialtyListPage = lazyComponent(
  () => import('./specialties/specialty-list-page'),
  'SpecialtyListPage',
);
const ClinicDetailPage = lazyComponent(
  () => import('./clinics/clinic-detail-page'),
  'ClinicDetailPage',
);
const InsightsPage = lazyComponent(() => import('./insights/insights-page'), 'InsightsPage');
const StaffHomePage = lazyComponent(() => import('./home/staff-home-page'), 'StaffHomePage');
const RepliesPage = lazyComponent(() => import('./roles/replies-page'), 'RepliesPage');
const DoctorEditsPage = lazyComponent(() => import('./roles/doctor-edits-page'), 'DoctorEditsPage');

/** /admin: the chain-wide dashboard for whoever may read it, staff's reduced home otherwise. */
function AdminHome() {
  const { permissions } = useAuth();
  return permissions.includes('view_dashboard') ? <DashboardPage /> : <StaffHomePage />;
}

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminHome /> },
      { path: 'insights', element: <InsightsPage /> },
      { path: 'doctor-edits', element: <DoctorEditsPage /> },
      { path: 'feedback/replies', element: <RepliesPage /> },
      { path: 'doctors', element: <DoctorListPage /> },
      { path: 'doctors/new', element: <DoctorFormPage /> },
      { path: 'doctors/:id', element: <DoctorFormPage /> },
      { path: 'specialties', element: <SpecialtyListPage /> },
      { path: 'clinics', element: <ClinicListPage /> },
      { path: 'clinics/new', element: <ClinicFormPage /> },
      { path: 'clinics/:id', element: <ClinicDetailPage /> },
      { path: 'clinics/:id/edit', element: <ClinicFormPage /> },
      ...operationsRoutes,
      // Unknown admin paths go to the dashboard.
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];

/** Loaded once per page load; a failed attempt may be retried by rendering again. */
let translations: Promise<void> | null = null;
let translationsReady = false;
function loadTranslationsOnce(): Promise<void> {
  translations ??= loadAdminTranslations().then(
    () => {
      translationsReady = true;
    },
    (error: unknown) => {
      translations = null;
      throw error;
    },
  );
  return translations;
}

/** Admin texts are their own chunks too: nothing is shown until they have arrived. */
function useAdminTranslations(): boolean {
  const [state, setState] = useState<'loading' | 'ready' | { error: unknown }>(() =>
    translationsReady ? 'ready' : 'loading',
  );
  useEffect(() => {
    let active = true;
    loadTranslationsOnce().then(
      () => active && setState('ready'),
      (error: unknown) => active && setState({ error }),
    );
    return () => {
      active = false;
    };
  }, []);
  // Thrown while rendering, so the route's error page (with its reload button) shows it.
  if (typeof state === 'object') throw state.error;
  return state === 'ready';
}

export function AdminApp() {
  const ready = useAdminTranslations();
  const routes = useRoutes(adminRoutes);
  return ready ? routes : <AdminShellLoading />;
}
