/**
 * "Charger plus" under a paged list (TanStack Query's infinite queries): the next page on demand, and how
 * many of how many are shown when the list knows its total. Nothing when every page is loaded.
 */
import { Button } from '@client/components/ui/button';

interface LoadMoreProps {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** "12 sur 40 demandes affichées"; none for a list paged without a total (the journal). */
  shown?: string;
  label?: string;
}

export function LoadMore({ list, shown, label = 'Charger plus' }: LoadMoreProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="outline" onClick={() => list.fetchNextPage()} pending={list.isFetchingNextPage}>
        {label}
      </Button>
      {shown && <p className="text-xs text-muted-foreground">{shown}</p>}
    </div>
  );
}
