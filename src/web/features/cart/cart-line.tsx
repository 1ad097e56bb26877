/**
 * One cart line (SPEC §2 /cart): image, description, unit price (the simulation's when present,
 * else the local tier price), price without discount and discount percentage as the tenant shows
 * them, the per-product limit warnings (SPEC §8 productWithLimitQty, maxQtyAllowed,
 * maxQtyReached), then one row with the quantity control (0 removes the line, SPEC §5), the remove
 * button and the line total: a compact line, so a phone shows several at once.
 */
import { memo } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { OrderDetail } from '../../../contract/index.ts';
import { quantityInCart } from '../../../domain/cart.ts';
import { effectiveQuantityLimit } from '../../../domain/quantity.ts';
import type { CartItem } from '../../../domain/types.ts';
import { localizedDescription } from '../../components/product/product-text.ts';
import { QuantityControl } from '../../components/product/quantity-control.tsx';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { TrashIcon } from './cart-icons.tsx';
import styles from './cart.module.css';
import { linePrices } from './simulated-prices.ts';

export interface CartLineProps {
  line: CartItem;
  /** The simulation's lines when it prices the current cart. */
  details: readonly OrderDetail[] | undefined;
}

function CartLineImpl({ line, details }: CartLineProps) {
  const t = useT();
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const format = useMoney();
  const setQuantity = useCartStore((state) => state.setQuantity);
  // Units of this sku on the cart's other lines (e.g. inside a combo) count against the limit.
  const elsewhere = useCartStore(
    (state) => quantityInCart(state.items, line.product.sku) - line.quantity,
  );
  const { product, quantity } = line;
  const name = localizedDescription(product, language);
  const prices = linePrices(product, quantity, details);
  const inCombo = (product.combo || 0) !== 0;
  const hidePercent = inCombo
    ? tenant.disableComboDiscountPercentage
    : tenant.disableProductDiscountPercentage;
  const productLimit = effectiveQuantityLimit(product);
  const lineLimit = Math.max(0, productLimit - elsewhere);
  const key = { combo: product.combo, familyId: product.familyId };
  const change = (next: number) => setQuantity(product.sku, next, key);

  return (
    <li className={styles.line}>
      {product.imageUrl ? (
        <img
          className={styles.lineImage}
          src={product.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <h3 className={styles.lineTitle}>{name}</h3>
        <dl className={styles.linePrices}>
          <div>
            <dt>{t('cart.unitPrice')}</dt>
            <dd>
              <bdi>{format(prices.unitPrice)}</bdi>
              {tenant.showPriceWithoutDiscount && prices.priceWithoutDiscount !== undefined ? (
                <>
                  {' '}
                  <span className="visually-hidden">{t('product.priceWithoutDiscount')} </span>
                  <del className={styles.before}>
                    <bdi>{format(prices.priceWithoutDiscount)}</bdi>
                  </del>
                </>
              ) : null}
              {!hidePercent && prices.discountPercent !== undefined ? (
                <> · {t('cart.discountPercent', { percent: prices.discountPercent })}</>
              ) : null}
            </dd>
          </div>
        </dl>
        {product.quantityLimit !== undefined && product.quantityLimit !== null ? (
          <p className={styles.note}>
            {t('quantity.productWithLimitQty', { count: productLimit })}
          </p>
        ) : null}
        {lineLimit < productLimit ? (
          <p className={styles.note}>{t('quantity.maxQtyAllowed', { limit: lineLimit })}</p>
        ) : null}
        {quantity >= lineLimit ? (
          <p className={styles.note} role="status">
            {t('quantity.maxQtyReached')}
          </p>
        ) : null}
      </div>
      <div className={styles.lineActions}>
        <QuantityControl
          value={quantity}
          onChange={change}
          limit={Math.max(lineLimit, 0)}
          label={name}
          allowZero
        />
        <button
          type="button"
          className={styles.textButton}
          aria-label={t('cart.removeLine', { name })}
          onClick={() => change(0)}
        >
          <TrashIcon />
        </button>
        <dl className={styles.lineTotal}>
          <div>
            <dt>{t('cart.lineTotal')}</dt>
            <dd>
              <bdi>{format(prices.lineTotal)}</bdi>
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

export const CartLine = memo(CartLineImpl);
