/** shadcn/ui tabs on Radix (role=tablist/tab/tabpanel, arrow-key navigation). */
import { cn } from '@client/lib/utils';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-xl border border-white/60 bg-white/60 p-1 text-muted-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-[color,box-shadow]',
        'hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-linear-to-r data-[state=active]:from-blue-600 data-[state=active]:to-indigo-600 data-[state=active]:text-white data-[state=active]:shadow-md',
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('outline-none', className)} {...props} />;
}

/** A trigger's count badge ("…" until it is known); the trigger needs `className="group"`. */
export function TabCount({ value }: { value: number | string | undefined }) {
  return (
    <span
      className={cn(
        'ml-0.5 inline-flex min-w-6 justify-center rounded-full bg-slate-200/80 px-1.5 text-xs font-semibold text-slate-700 tabular-nums',
        'group-data-[state=active]:bg-white/25 group-data-[state=active]:text-white',
      )}
    >
      {value ?? '…'}
    </span>
  );
}
