import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AdminShellLoading } from '../components/admin-shell-loading';
import { AdminLayout } from '../features/admin-shell/admin-layout';
import { loadAdminTranslations } from '../i18n';
import { useAuth } from '../lib/auth/auth-context';
import { lazyComponent } from '../lib/lazy-component';

/*
 * The admin area's one route table: one lazily loaded bundle (this module and what it imports),
 * never downloaded by patient pages, and inside it one chunk per screen. Each screen belongs to
 * its feature (features/<feature>/); AdminLayout (features/admin-shell) frames them all and
 * shows a skeleton while a screen's code loads. A screen's sidebar entry and permission are in
 * features/admin-shell/admin-nav-items.ts.
 */

// overview: the dashboard (or staff's home) and the patient-experience measures
const DashboardPage = lazyComponent(
  () => import('../features/overview/dashboard/dashboard-page'),
  'DashboardPage',
);
const StaffHomePage = lazyComponent(
  () => import('../features/admin-shell/staff-home-page'),
  'StaffHomePage',
);
const InsightsPage = lazyComponent(
  () => import('../features/overview/insights/insights-page'),
  'InsightsPage',
);
// directory: doctors, clinics, specialties, doctors' proposed profile edits
const DoctorListPage = lazyComponent(
  () => import('../features/directory/doctors/doctor-list-page'),
  'AdminDoctorListPage',
);
const DoctorFormPage = lazyComponent(
  () => import('../features/directory/doctors/doctor-form-page'),
  'DoctorFormPage',
);
const DoctorEditsPage = lazyComponent(
  () => import('../features/directory/doctor-edits/doctor-edits-page'),
  'DoctorEditsPage',
);
const ClinicListPage = lazyComponent(
  () => import('../features/directory/clinics/clinic-list-page'),
  'ClinicListPage',
);
const ClinicFormPage = lazyComponent(
  () => import('../features/directory/clinics/clinic-form-page'),
  'ClinicFormPage',
);
const ClinicDetailPage = lazyComponent(
  () => import('../features/directory/clinics/clinic-detail-page'),
  'ClinicDetailPage',
);
const SpecialtyListPage = lazyComponent(
  () => import('../features/directory/specialties/specialty-list-page'),
  'SpecialtyListPage',
);
// users and roles
const UsersPage = lazyComponent(() => import('../features/users/users-page'), 'UsersPage');
const RolesPage = lazyComponent(() => import('../features/users/roles-page'), 'RolesPage');
// moderation: the queue, reported reviews, public replies; cases; reply templates
const ModeratePage = lazyComponent(
  () => import('../features/moderation/moderate-page'),
  'ModeratePage',
);
const ReportedPage = lazyComponent(
  () => import('../features/moderation/reported-page'),
  'ReportedPage',
);
const RepliesPage = lazyComponent(
  () => import('../features/moderation/replies-page'),
  'RepliesPage',
);
const CasesPage = lazyComponent(() => import('../features/cases/cases-page'), 'CasesPage');
const CaseDetailPage = lazyComponent(
  () => import('../features/cases/case-detail-page'),
  'CaseDetailPage',
);
const ReplyTemplatesPage = lazyComponent(
  () => import('../features/reply-templates/reply-templates-page'),
  'ReplyTemplatesPage',
);
// visits, settings, audit, announcements
const VisitsPage = lazyComponent(() => import('../features/visits/visits-page'), 'VisitsPage');
const GeneralSettingsPage = lazyComponent(
  () => import('../features/settings/general-settings-page'),
  'GeneralSettingsPage',
);
const AuditPage = lazyComponent(() => import('../features/audit/audit-page'), 'AuditPage');
const AnnouncementsAdminPage = lazyComponent(
  () => import('../features/announcements/announcements-admin-page'),
  'AnnouncementsAdminPage',
);

/** /admin: the chain-wide dashboard for whoever may read it, staff's reduced home otherwise. */
function AdminHome() {
  const { permissions } = useAuth();
  return permissions.includes('view_dashboard') ? <DashboardPage /> : <StaffHomePage />;
}

/** Every admin screen, paths relative to /admin (the screens' tests render them without the frame). */
export const adminScreens: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'insights', element: <InsightsPage /> },
  { path: 'doctors', element: <DoctorListPage /> },
  { path: 'doctors/new', element: <DoctorFormPage /> },
  { path: 'doctors/:id', element: <DoctorFormPage /> },
  { path: 'doctor-edits', element: <DoctorEditsPage /> },
  { path: 'specialties', element: <SpecialtyListPage /> },
  { path: 'clinics', element: <ClinicListPage /> },
  { path: 'clinics/new', element: <ClinicFormPage /> },
  { path: 'clinics/:id', element: <ClinicDetailPage /> },
  { path: 'clinics/:id/edit', element: <ClinicFormPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'users/roles', element: <RolesPage /> },
  { path: 'feedback/moderate', element: <ModeratePage /> },
  { path: 'feedback/reported', element: <ReportedPage /> },
  { path: 'feedback/replies', element: <RepliesPage /> },
  { path: 'cases', element: <CasesPage /> },
  { path: 'cases/:id', element: <CaseDetailPage /> },
  { path: 'reply-templates', element: <ReplyTemplatesPage /> },
  { path: 'visits', element: <VisitsPage /> },
  { path: 'settings/general', element: <GeneralSettingsPage /> },
  { path: 'settings/audit', element: <AuditPage /> },
  { path: 'settings/announcements', element: <AnnouncementsAdminPage /> },
];

const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      ...adminScreens,
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

/** Its children once the admin texts are there, the admin frame's skeleton until then. */
export function WithAdminTexts({ children }: { children: ReactNode }) {
  return useAdminTranslations() ? children : <AdminShellLoading />;
}

export function AdminApp() {
  const routes = useRoutes(adminRoutes);
  return <WithAdminTexts>{routes}</WithAdminTexts>;
}
