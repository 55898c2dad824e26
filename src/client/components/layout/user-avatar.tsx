import type { MeResponse } from '@shared/me';
import { fullName } from '@shared/names';
import { UserRound } from 'lucide-react';
import { cn } from '../../lib/utils';

/** How the account is reached: its e-mail address, or for a phone account its number. */
export function contactOf(user: MeResponse): string {
  return user.user.email ?? user.user.phone ?? '';
}

/** Initials of the profile name, falling back to the account name or email. */
export function initialsOf(user: MeResponse): string {
  const { first_name, last_name } = user.profile;
  const fromProfile = `${first_name.trim().charAt(0)}${last_name.trim().charAt(0)}`;
  if (fromProfile) return fromProfile.toUpperCase();
  // A phone number gives no initial: the avatar then shows a figure.
  const fallback = user.user.name.trim() || user.user.email || '';
  return /^\p{L}/u.test(fallback) ? fallback.charAt(0).toUpperCase() : '';
}

/** The name in the person's own order (family name first in Vietnamese), as on the profile. */
export function displayNameOf(user: MeResponse): string {
  const { first_name, last_name, language } = user.profile;
  return fullName(first_name, last_name, language) || user.user.name || contactOf(user);
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
        initialsOf(user) || <UserRound className="size-4" />
      )}
    </span>
  );
}
