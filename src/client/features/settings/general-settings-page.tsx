import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin/admin-page';
import { PreferencesForm } from '../../components/forms/preferences-form';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
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
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.description')} />
      <SectionCard
        className="w-full max-w-3xl"
        title={t('admin.settings.platform.title')}
        description={t('admin.settings.platform.description')}
      >
        <PlatformSettingsForm />
      </SectionCard>
      <SectionCard
        className="w-full max-w-3xl"
        title={t('admin.settings.notificationsTitle')}
        description={t('admin.settings.notificationsDescription')}
      >
        <PreferencesForm />
      </SectionCard>
    </AdminPage>
  );
}
