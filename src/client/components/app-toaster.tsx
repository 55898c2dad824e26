import { TOAST_DURATION_MS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useIsMobile } from './ui/use-is-mobile';

/** Height of the sticky site and admin headers (h-16), plus a small gap. */
const BELOW_HEADER_PX = 72;

/**
 * One toast at a time, 5 s, with a close button, never over the navigation: on wide screens at
 * the top centre just below the sticky header, on phones at the bottom (the header holds the
 * menu button there, and a toast would cover it for the whole 5 s).
 */
export function AppToaster() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Toaster
      position={isMobile ? 'bottom-center' : 'top-center'}
      offset={{ top: BELOW_HEADER_PX }}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('common.notificationsRegion')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
