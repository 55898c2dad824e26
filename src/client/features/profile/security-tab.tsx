import type { MeResponse } from '@shared/me';
import { ChangePasswordCard } from './change-password-card';
import { TwoFactorCard } from './two-factor-card';

/** Password and two-factor settings. */
export function SecurityTab({ user }: { user: MeResponse }) {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <TwoFactorCard enabled={user.two_factor_enabled} />
    </div>
  );
}
