import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../components/ui/button';
import { cn, warmUpClassMerge } from './utils';

describe('cn', () => {
  it('merges after the warm-up: a later utility overrides a conflicting earlier one', () => {
    warmUpClassMerge();
    const classes = cn(buttonVariants({ size: 'lg' }), 'px-0').split(' ');
    // The large size's padding and text size win over the base's; the caller's padding over both.
    expect(classes).toContain('px-0');
    expect(classes).toContain('text-base');
    expect(classes).not.toContain('px-6');
    expect(classes).not.toContain('text-sm');
    expect(cn('p-2', false, undefined, ['text-sm', 'p-4'])).toBe('text-sm p-4');
  });
});
