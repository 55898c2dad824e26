import { Tabs as TabsPrimitive } from 'radix-ui';
import { slotted } from './slotted';

export const Tabs = slotted(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-4');

export const TabsList = slotted(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-10 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
);

export const TabsContent = slotted(
  TabsPrimitive.Content,
  'tabs-content',
  'flex-1 focus-visible:outline-2 focus-visible:outline-ring',
);
