import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadAdminTranslations } from '../../i18n';
import { importWithRetry } from '../../lib/lazy-component';
import { LoadingBlock } from './common/screen-states';

/**
 * Each screen is its own chunk. Its admin texts are loaded with it, so a screen never renders
 * untranslated keys even when it is the first admin page opened (or rendered alone in a test).
 */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => {
    const [module] = await Promise.all([importWithRetry(load), loadAdminTranslations()]);
    return { default: module[name] };
  });
}

const UsersPage = lazyScreen(() => import('./users/users-page'), 'UsersPage');
const RolesPage = lazyScreen(() => import('./users/roles-page'), 'RolesPage');
const ModeratePage = lazyScreen(() => import('./moderation/moderate-page'), 'ModeratePage');
const ReportedPage = lazyScreen(() => import('./moderation/reported-page'), 'ReportedPage');
const VisitsPage = lazyScreen(() => import('./visits/visits-page'), 'VisitsPage');
const GeneralSettingsPage = lazyScreen(
  () => import('./settings/general-settings-page'),
  'GeneralSettingsPage',
);
const CasesPage = lazyScreen(() => import('./cases/cases-page'), 'CasesPage');
const CaseDetailPage = lazyScreen(() => import('./cases/case-detail-page'), 'CaseDetailPage');
const AuditPage = lazyScreen(() => import('./settings/audit-page'), 'AuditPage');
const ReplyTemplatesPage = lazyScreen(
  () => import('./reply-templates/reply-templates-page'),
  'ReplyTemplatesPage',
);
const AnnouncementsAdminPage = lazyScreen(
  () => import('./settings/announcements-admin-page'),
  'AnnouncementsAdminPage',
);

function screen(Screen: ComponentType) {
  return (
    <Suspense fallback={<LoadingBlock className="min-h-[50vh]" />}>
      <Screen />
    </Suspense>
  );
}

/**
 * Admin screens of the operations area (users, roles, settings, audit, moderation, visits,
 * announcements, reply templates), paths relative to /admin. Spread into the admin router by
 * src/client/features/admin/admin-app.tsx.
 */
export const operationsRoutes: RouteObject[] = [
  { path: 'users', element: screen(UsersPage) },
  { path: 'users/roles', element: screen(RolesPage) },
  { path: 'feedback/moderate', element: screen(ModeratePage) },
  { path: 'feedback/reported', element: screen(ReportedPage) },
  { path: 'cases', element: screen(CasesPage) },
  { path: 'cases/:id', element: screen(CaseDetailPage) },
  { path: 'visits', element: screen(VisitsPage) },
  { path: 'settings/general', element: screen(GeneralSettingsPage) },
  { path: 'settings/audit', element: screen(AuditPage) },
  { path: 'settings/announcements', element: screen(AnnouncementsAdminPage) },
  { path: 'reply-templates', element: screen(ReplyTemplatesPage) },
];
