/**
 * One choice of a short radio group shown as a chip (pickup type, transport type, packaging request type):
 * a native radio inside its label, so the keyboard, the form library and screen readers see a plain
 * radio group; the chip is highlighted when checked and ringed when focused.
 */
import { cn } from '@client/lib/utils';
import type { ComponentProps, ReactNode } from 'react';

export function RadioChip({
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { children: ReactNode }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md border border-input bg-white/80 px-4 py-2 text-sm font-medium transition-colors',
        'has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
      )}
    >
      <input type="radio" className="size-4 accent-indigo-600" {...input} />
      {children}
    </label>
  );
}
