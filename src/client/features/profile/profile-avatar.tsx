import { UserRound } from 'lucide-react';
import { cn } from '../../lib/utils';

interface ProfileAvatarProps {
  src: string | null;
  initials: string;
  /** Text alternative when the photo is meaningful on its own (e.g. the edit preview). */
  alt?: string;
  className?: string;
}

/** A round photo, or the person's initials when there is none. */
export function ProfileAvatar({ src, initials, alt, className }: ProfileAvatarProps) {
  return (
    <span
      className={cn(
        'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-3xl text-primary ring-4 ring-background',
        className,
      )}
      aria-hidden={alt ? undefined : true}
    >
      {src ? (
        <img src={src} alt={alt ?? ''} width={96} height={96} className="size-full object-cover" />
      ) : (
        initials || <UserRound className="size-10" aria-hidden="true" />
      )}
    </span>
  );
}
