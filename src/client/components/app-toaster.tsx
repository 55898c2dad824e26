import { TOAST_DURATION_MS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The toast region as the spec sets it: top centre, one at a time, 5 s, with a close button. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('common.notificationsRegion')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
