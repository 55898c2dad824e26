import { i18n } from '../../i18n';
import { toast } from '../../lib/toast';
import '../../i18n/features/profile';

/** Copies to the clipboard and says so; the clipboard needs a secure context (HTTPS or localhost). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t('profile.security.copied'));
  } catch {
    toast.error(i18n.t('profile.security.copyFailed'));
  }
}
