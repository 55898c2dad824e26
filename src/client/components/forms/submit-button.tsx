import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { Spinner } from '../ui/spinner';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** True while the form is being sent: a spinner shows and a second press is not possible. */
  pending: boolean;
  /** Said instead of the label while pending, e.g. "Sending…". */
  pendingLabel?: ReactNode;
  /** Drawn before the label; the spinner takes its place while pending. */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A form's submit button with its sending state. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  disabled,
  children,
  ...button
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...button}>
      {pending ? <Spinner className="text-current" /> : Icon ? <Icon aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
