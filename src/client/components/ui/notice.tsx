/**
 * A boxed message in the page (not a toast): success, error, warning or information. The icon repeats the
 * tone for sighted users; the title carries it in words, so colour is never the only signal.
 */
import { cn } from '@client/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

const noticeVariants = cva('flex gap-3 rounded-lg border p-4 text-sm', {
  variants: {
    tone: {
      success: 'border-emerald-200 bg-emerald-50/90 text-emerald-900',
      error: 'border-red-200 bg-red-50/90 text-red-900',
      warning: 'border-amber-200 bg-amber-50/90 text-amber-900',
      info: 'border-blue-200 bg-blue-50/90 text-blue-900',
    },
  },
  defaultVariants: { tone: 'info' },
});

const toneIcons: Record<NonNullable<VariantProps<typeof noticeVariants>['tone']>, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export type NoticeProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof noticeVariants> & {
    title: ReactNode;
  };

export function Notice({ tone, title, className, children, ...props }: NoticeProps) {
  const Icon = toneIcons[tone ?? 'info'];
  return (
    <div className={cn(noticeVariants({ tone }), className)} {...props}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{title}</p>
        {children && <div className="min-w-0 wrap-anywhere">{children}</div>}
      </div>
    </div>
  );
}
