import { useTranslation } from 'react-i18next';
import { PreferencesForm } from '../../../components/forms/preferences-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { AdminPage, PageHeader } from '../common/page-header';
import { PlatformSettingsForm } from './platform-settings-form';

/**
 * /admin/settings/general: the platform's review-integrity thresholds (shared by every instance),
 * and the administrator's own notification switches, the same form as the profile's notifications
 * tab, so both always read and write the same preferences.
 */
export function GeneralSettingsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage>
      <PageHeader
        title={t('admin.settings.title')}
        documentTitle={t('admin.settings.title')}
        description={t('admin.settings.description')}
      />
      <Card className="w-full max-w-3xl">
        <CardHeader>
          <CardTitle asHeading="h2">{t('admin.settings.platform.title')}</CardTitle>
          <CardDescription>{t('admin.settings.platform.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PlatformSettingsForm />
        </CardContent>
      </Card>
      <Card className="w-full max-w-3xl">
        <CardHeader>
          <CardTitle asHeading="h2">{t('admin.settings.notificationsTitle')}</CardTitle>
          <CardDescription>{t('admin.settings.notificationsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PreferencesForm />
        </CardContent>
      </Card>
    </AdminPage>
  );
}
