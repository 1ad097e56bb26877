/**
 * New orders without a reload (issue 12): every ~5 s the board asks for the orders newer than the
 * newest it has (`since` = the answer's `newestCursor`; decision 027 of the orders helper) with the
 * same filters, and puts them on top. Works across instances: it reads the database, not events.
 */
import { useEffect, useRef, useState } from 'react';
import type { CallRequest, CallResponse } from '../../../../contract/index.ts';
import { consoleApi } from '../../lib/console-api.ts';

export const NEW_ORDERS_POLL_MS = 5_000;

/**
 * How often the board asks for its loaded pages again: the polling above brings new orders, this
 * brings the statuses of those shown (approved, routed, cancelled by someone else).
 */
export const BOARD_REFRESH_MS = 60_000;

type OrdersQuery = NonNullable<CallRequest<'adminOrders'>['querystring']>;
type OrderRow = CallResponse<'adminOrders'>['items'][number];

export function useNewOrders(
  filters: Omit<OrdersQuery, 'cursor' | 'since'>,
  newestCursor: string | null | undefined,
): { fresh: OrderRow[]; announced: number } {
  const [fresh, setFresh] = useState<OrderRow[]>([]);
  const [announced, setAnnounced] = useState(0);
  const since = useRef<string | null | undefined>(newestCursor);
  const filterKey = JSON.stringify(filters);

  // A new first page (new filters, a refetch): start over from its newest order.
  useEffect(() => {
    since.current = newestCursor;
    setFresh([]);
    setAnnounced(0);
  }, [newestCursor, filterKey]);

  useEffect(() => {
    if (newestCursor === undefined) return undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const query = JSON.parse(filterKey) as OrdersQuery;
        const answer = await consoleApi.call('adminOrders', {
          query: since.current ? { ...query, since: since.current } : query,
        });
        if (stopped) return;
        if (answer.newestCursor) since.current = answer.newestCursor;
        if (answer.items.length > 0) {
          setFresh((known) => {
            const seen = new Set(known.map((row) => row.orderNumber));
            const added = answer.items.filter((row) => !seen.has(row.orderNumber));
            setAnnounced(added.length);
            return [...added, ...known];
          });
        }
      } catch {
        // The next tick tries again; the board keeps what it has.
      }
    };
    const timer = setInterval(() => void poll(), NEW_ORDERS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [newestCursor, filterKey]);

  return { fresh, announced };
}
