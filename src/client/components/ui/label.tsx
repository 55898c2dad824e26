import { Label as LabelPrimitive } from 'radix-ui';
import { slotted } from './slotted';

export const Label = slotted(
  LabelPrimitive.Root,
  'label',
  'flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
);
