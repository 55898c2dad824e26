import type { MeResponse } from '@shared/me';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ChangePasswordCard } from './change-password-card';
import { TwoFactorCard } from './two-factor-card';
import '../../i18n/features/profile';

/** Password and two-factor settings; a phone account has neither, its code is its key. */
export function SecurityTab({ user }: { user: MeResponse }) {
  const { t } = useTranslation();
  if (user.user.phone) {
    return (
      <SectionCard title={t('profile.security.phoneTitle')}>
        <p className="text-sm">{t('profile.security.phoneText', { phone: user.user.phone })}</p>
      </SectionCard>
    );
  }
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <TwoFactorCard enabled={user.two_factor_enabled} />
    </div>
  );
}
