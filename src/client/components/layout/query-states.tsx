/** The loading, failure and empty states of a list or form that waits for data. */
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';

export function SectionLoader({ label = 'Chargement', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('flex min-h-40 items-center justify-center', className)}
    >
      <Spinner className="size-8 text-primary" />
    </div>
  );
}

export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-white/70 p-6 text-center"
    >
      <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium text-slate-900">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry} pending={retrying}>
        Réessayer
      </Button>
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white/50 p-8 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-900">{title}</p>
      {children && <div className="text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

/**
 * A query's three states in one place: the loader while it loads, the failure with "Réessayer", else
 * `children` with the data (which may still show its own empty state). The data is read deferred: TanStack
 * Query's answer renders synchronously, and a section mounting its content (a settings tab's form, the
 * dashboard) would block a phone's main thread in one long task; deferred, React renders it in short slices
 * while the loader stays (decision 0097).
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  errorTitle,
  loaderClassName,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  loaderClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  if (query.isPending || (query.isSuccess && data === undefined)) {
    return <SectionLoader label={loadingLabel} className={loaderClassName} />;
  }
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return children(data as T);
}
