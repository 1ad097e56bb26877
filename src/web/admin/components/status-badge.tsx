/** An order status as a coloured badge with its translated name (the colour is never the only cue). */
import type { OrderStatus } from '../../../contract/order-entities.ts';
import { useT } from '../lib/console-i18n.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return <span className={`badge badge-${status.toLowerCase()}`}>{t(`status.${status}`)}</span>;
}
