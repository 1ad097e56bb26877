/**
 * The cart's lines (SPEC §2 /cart "Combo sections, cart lines"): one section per combo in the cart
 * (its lines, its discount, a remove-combo button: SPEC §4 "Removing a combo removes its items and
 * clears the stored combo cart"), then the products outside any combo.
 */
import { useT } from '../../lib/use-t.ts';
import type { OrderDetail } from '../../../contract/index.ts';
import type { CartItem } from '../../../domain/types.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCombos } from '../../lib/combos.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { TrashIcon } from './cart-icons.tsx';
import { CartLine } from './cart-line.tsx';
import styles from './cart.module.css';

/** Lines grouped by combo id, in first-seen order; lines outside any combo apart. */
export function groupByCombo(items: readonly CartItem[]): {
  combos: { comboId: number; lines: CartItem[] }[];
  single: CartItem[];
} {
  const combos = new Map<number, CartItem[]>();
  const single: CartItem[] = [];
  for (const line of items) {
    const comboId = line.product.combo || 0;
    if (comboId === 0) single.push(line);
    else combos.set(comboId, [...(combos.get(comboId) ?? []), line]);
  }
  return { combos: [...combos].map(([comboId, lines]) => ({ comboId, lines })), single };
}

function ComboSection({
  comboId,
  lines,
  details,
}: {
  comboId: number;
  lines: CartItem[];
  details: readonly OrderDetail[] | undefined;
}) {
  const t = useT();
  const tenant = useTenant();
  const combos = useCombos();
  const removeCombo = useCartStore((state) => state.removeCombo);
  const combo = combos.data?.find((candidate) => candidate.id === comboId);
  const name =
    !tenant.disableComboName && combo?.name ? combo.name : `${t('cart.comboUnnamed')} ${comboId}`;
  const headingId = `cart-combo-${comboId}`;
  return (
    <section className={styles.combo} aria-labelledby={headingId}>
      <div className={styles.comboHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('cart.comboTitle', { name })}
          {!tenant.disableComboDiscountPercentage && combo?.discountPercentage ? (
            <> · {t('cart.discountPercent', { percent: combo.discountPercentage })}</>
          ) : null}
        </h2>
        <button
          type="button"
          className={styles.textButton}
          aria-label={t('cart.removeCombo', { name })}
          onClick={() => {
            removeCombo(comboId);
            showToast(t('cart.comboRemoved'));
          }}
        >
          <TrashIcon />
        </button>
      </div>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLine
            key={`${line.product.sku}|${line.product.familyId || 0}`}
            line={line}
            details={details}
          />
        ))}
      </ul>
    </section>
  );
}

export function CartLines({
  items,
  details,
}: {
  items: readonly CartItem[];
  details: readonly OrderDetail[] | undefined;
}) {
  const t = useT();
  const { combos, single } = groupByCombo(items);
  return (
    <>
      {combos.map(({ comboId, lines }) => (
        <ComboSection key={comboId} comboId={comboId} lines={lines} details={details} />
      ))}
      {single.length > 0 ? (
        <section aria-labelledby="cart-products-title">
          <h2 id="cart-products-title" className="visually-hidden">
            {t('cart.productsTitle')}
          </h2>
          <ul className={styles.lines}>
            {single.map((line) => (
              <CartLine key={line.product.sku} line={line} details={details} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
