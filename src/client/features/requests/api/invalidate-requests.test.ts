import { dashboardKeys } from '@client/features/dashboard/api/query-keys';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RequestByKind } from '../request-types';
import { showMovedRequest } from './invalidate-requests';
import { requestKeys } from './query-keys';

const kind = 'package-pickup';

function seeded() {
  const queryClient = new QueryClient();
  const keys = {
    detail: requestKeys.detail(kind, 7),
    otherDetail: requestKeys.detail(kind, 8),
    history: requestKeys.history(kind, 7),
    list: requestKeys.list(kind, { status: 'completed', limit: 20, offset: 0 }),
    counts: requestKeys.counts(kind),
    otherKind: requestKeys.counts('delivery'),
    dashboard: dashboardKeys.all,
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { before: true });
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
  return { queryClient, keys, invalidated };
}

describe('showMovedRequest (a stage saved, corrected, undone or cancelled)', () => {
  it("shows the server's answer in the details at once and reads the rest of the kind again behind it", () => {
    const { queryClient, keys, invalidated } = seeded();
    const moved = { id: 7, stage: 'picked-up' } as unknown as RequestByKind[typeof kind];

    showMovedRequest(queryClient, kind, moved);

    expect(queryClient.getQueryData(keys.detail)).toEqual(moved);
    expect(invalidated(keys.detail)).toBe(false);
    for (const key of [keys.otherDetail, keys.history, keys.list, keys.counts, keys.dashboard]) {
      expect(invalidated(key)).toBe(true);
    }
    expect(invalidated(keys.otherKind)).toBe(false);
  });
});
