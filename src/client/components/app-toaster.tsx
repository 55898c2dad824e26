import { TOAST_DURATION_MS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useIsMobile } from './ui/use-is-mobile';

/**
 * One toast at a time, 5 s, with a close button, where it hides nothing the person needs: at
 * the bottom, clear of the header, its menus and the page's heading and first choices (which sit
 * at the top); in the right-hand corner on wide screens, away from the centred dialogs. Menus
 * and drawers opened while a toast shows sit above it (see styles.css).
 */
export function AppToaster() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Toaster
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('common.notificationsRegion')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
