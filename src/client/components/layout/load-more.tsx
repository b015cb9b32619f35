/**
 * "Charger plus" under a paged list (TanStack Query's infinite queries): the next page on demand, and how
 * many of how many are shown. Nothing when every page is loaded.
 */
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';

interface LoadMoreProps {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** "12 sur 40 demandes affichées". */
  shown: string;
}

export function LoadMore({ list, shown }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <Button
        variant="outline"
        onClick={() => list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage || undefined}
      >
        {list.isFetchingNextPage && <Spinner />}
        Charger plus
      </Button>
      <p className="text-xs text-muted-foreground">{shown}</p>
    </div>
  );
}
