import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card';
import { PreferencesForm } from '../../../profile/preferences-form';
import { AdminPage } from '../../common/page-header';
import { PageHeader } from '../shared/page-header';

/**
 * /admin/settings/general: the administrator's own notification switches. The same form as the
 * profile's notifications tab, so both always read and write the same preferences.
 */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage>
      <PageHeader
        title={t('ops.settings.title')}
        documentTitle={t('ops.settings.title')}
        description={t('ops.settings.description')}
      />
      <Card className="w-full max-w-3xl">
        <CardHeader>
          <CardTitle asHeading="h2">{t('ops.settings.notificationsTitle')}</CardTitle>
          <CardDescription>{t('ops.settings.notificationsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PreferencesForm />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
