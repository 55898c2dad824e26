import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { Input } from '../ui/input';

/**
 * An input for a code from an authenticator app: the phone shows digits and offers the code
 * from its one-time-code autofill. Monospace keeps the digits easy to compare.
 */
export function OneTimeCodeInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode="numeric"
      className={cn('font-mono tracking-widest', className)}
      {...props}
    />
  );
}
