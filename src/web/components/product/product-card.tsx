/**
 * One product (SPEC §3 Product): image, description and brand in the current language, size,
 * prices, tier prices, badges, the quantity control and the add-to-cart button. The quantity is
 * bounded by the remaining allowance: the limit minus what is already in the cart (SPEC §4/§5).
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowanceToAdd, isOrderingDisabled } from '../../../domain/quantity.ts';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PriceDisplay } from './price-display.tsx';
import { isPromotionProduct, localizedBrand, localizedDescription } from './product-text.ts';
import styles from './product.module.css';
import { QuantityComboLink } from './quantity-combo-link.tsx';
import { QuantityControl } from './quantity-control.tsx';
import { TierPrices } from './tier-prices.tsx';
import { useMoney } from './use-money.ts';

const IMAGE_SIZE = 120;

export interface ProductCardProps {
  product: Product;
  /** Starting quantity (default 1). */
  initialQuantity?: number;
}

function ProductCardImpl({ product, initialQuantity = 1 }: ProductCardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const format = useMoney();
  // A number: the card re-renders only when its own allowance changes.
  const remaining = useCartStore((state) => allowanceToAdd(product, 0, state.items).remaining);
  const description = localizedDescription(product, language);
  const orderingDisabled = isOrderingDisabled(product);
  const [quantity, setQuantity] = useState(Math.max(1, Math.round(initialQuantity)));
  const shown = Math.min(quantity, Math.max(1, remaining));
  const blocked = orderingDisabled || remaining === 0;

  return (
    <article className={styles.card} aria-label={description}>
      <div className={styles.imageBox}>
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={description}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : null}
        <ul className={styles.badges}>
          {isPromotionProduct(product) ? (
            <li className={styles.badge}>{t('product.badgePromotion')}</li>
          ) : null}
          {product.alcoholic ? (
            <li className={`${styles.badge} ${styles.badgeAlcohol}`}>
              {t('product.badgeAlcoholic')}
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{description}</h3>
        <p className={styles.meta}>
          {localizedBrand(product, language)}
          {product.size ? <span> · {product.size}</span> : null}
        </p>
        <PriceDisplay product={product} format={format} />
        {product.pricePromotions?.length ? (
          <TierPrices tiers={product.pricePromotions} format={format} />
        ) : null}
        {product.combo ? <QuantityComboLink product={product} /> : null}
        {blocked ? (
          <p className={styles.limitNote}>
            {orderingDisabled ? t('product.unavailable') : t('quantity.maxQtyReached')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <QuantityControl
            value={shown}
            onChange={setQuantity}
            limit={Math.max(1, remaining)}
            label={description}
            disabled={blocked}
          />
          <AddToCartButton
            product={product}
            quantity={shown}
            label={description}
            disabled={blocked}
          />
        </div>
      </div>
    </article>
  );
}

export const ProductCard = memo(ProductCardImpl);
