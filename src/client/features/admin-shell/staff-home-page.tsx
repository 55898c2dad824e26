import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { PageHeader } from '../../components/page-header';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../../lib/auth/auth-context';
import { navFor } from './admin-nav-items';

/**
 * The admin home of a role without the chain-wide dashboard (staff): a card per screen their
 * permissions open, the same as their sidebar.
 */
export function StaffHomePage() {
  const { t } = useTranslation();
  const { permissions } = useAuth();
  const items = navFor(permissions)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/admin');
  return (
    <AdminPage>
      <PageHeader title={t('admin.roles.homeTitle')} description={t('admin.roles.homeIntro')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Card className="relative h-full transition-colors hover:bg-muted/50">
                <CardHeader>
                  <CardTitle className="text-base">
                    <Link
                      to={item.to}
                      className="flex items-center gap-2 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <Icon aria-hidden="true" className="size-5 text-primary" />
                      {t(`admin.layout.nav.${item.labelKey}`)}
                    </Link>
                  </CardTitle>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
