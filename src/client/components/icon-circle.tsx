import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';

const TONES = {
  primary: 'bg-primary-soft text-primary',
  destructive: 'bg-destructive-soft text-destructive',
} as const;

/** Circle and icon sizes go together, so a screen picks one size rather than two classes. */
const SIZES = {
  md: ['size-12', 'size-6'],
  lg: ['size-14', 'size-7'],
  xl: ['size-20', 'size-10'],
} as const;

interface IconCircleProps {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The decorative round icon that heads a status screen (not found, error, sign in first). */
export function IconCircle({
  icon: Icon,
  tone = 'primary',
  size = 'md',
  className,
}: IconCircleProps) {
  const [circle, glyph] = SIZES[size];
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-full',
        circle,
        TONES[tone],
        className,
      )}
    >
      <Icon className={glyph} aria-hidden="true" />
    </span>
  );
}
