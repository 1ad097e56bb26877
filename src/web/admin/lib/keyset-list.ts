/**
 * A console list read page by page (`{items, nextCursor}`, keyset): TanStack Query's infinite
 * query over one list call, its rows flattened, "load more" while a next cursor exists.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallName, CallRequest, CallResponse } from '../../../contract/index.ts';
import { consoleApi } from './console-api.ts';

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

type ListName = {
  [N in CallName]: CallResponse<N> extends Page<unknown> ? N : never;
}[CallName];

type ItemOf<N extends ListName> = CallResponse<N> extends Page<infer Item> ? Item : never;
type QueryOf<N extends CallName> = CallRequest<N> extends { querystring: infer Q } ? Q : never;

export function useKeysetList<N extends ListName>(
  name: N,
  query: Omit<QueryOf<N>, 'cursor'>,
  options: {
    enabled?: boolean;
    /** Asks for the loaded pages again this often while the tab is shown (a board left open). */
    refreshEveryMs?: number;
  } = {},
) {
  const list = useInfiniteQuery({
    queryKey: [name, query],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      consoleApi.call(name, {
        query: { ...query, cursor: pageParam } as never,
        signal,
      }) as Promise<CallResponse<N>>,
    getNextPageParam: (last) => (last as Page<unknown>).nextCursor ?? undefined,
    enabled: options.enabled ?? true,
    refetchInterval: options.refreshEveryMs ?? false,
  });
  const rows = (list.data?.pages ?? []).flatMap((page) => (page as Page<ItemOf<N>>).items);
  return {
    rows,
    first: list.data?.pages[0],
    error: list.error,
    isPending: list.isPending,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    refetch: () => void list.refetch(),
  };
}
