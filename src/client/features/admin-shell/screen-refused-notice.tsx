import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';

/** Shown on the admin home after a direct link to a screen the viewer's role does not open. */
export function ScreenRefusedNotice() {
  const { t } = useTranslation();
  return (
    <div className="px-4 pt-4 md:px-6">
      <Alert role="status">
        <AlertDescription>{t('admin.roles.screenRefused')}</AlertDescription>
      </Alert>
    </div>
  );
}
