import type { MeResponse } from '@shared/me';
import { fullName } from '@shared/names';
import { cn } from '../../lib/utils';

/** Initials of the profile name, falling back to the account name or email. */
export function initialsOf(user: MeResponse): string {
  const { first_name, last_name } = user.profile;
  const fromProfile = `${first_name.trim().charAt(0)}${last_name.trim().charAt(0)}`;
  if (fromProfile) return fromProfile.toUpperCase();
  const fallback = user.user.name.trim() || user.user.email;
  return fallback.charAt(0).toUpperCase();
}

/** The name in the person's own order (family name first in Vietnamese), as on the profile. */
export function displayNameOf(user: MeResponse): string {
  const { first_name, last_name, language } = user.profile;
  return fullName(first_name, last_name, language) || user.user.name || user.user.email;
}

/** Decorative: the name is always given next to it or in the control's label. */
export function UserAvatar({ user, className }: { user: MeResponse; className?: string }) {
  const avatarUrl = user.profile.avatar_url;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary text-xs',
        className,
      )}
    >
      {avatarUrl ? (
        <img src={avatarUrl} alt="" width={32} height={32} className="size-full object-cover" />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
