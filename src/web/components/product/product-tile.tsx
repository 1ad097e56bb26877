/**
 * One product as a compact tile (issue 14, decision 034), about 130 px tall at 360 px wide:
 * image, name (the brand is named once: in the name, or before the size when the name lacks it),
 * must-stock / returnable / alcoholic marks, the unit price for the quantity in the cart with the
 * saving and the next tier, a favorite heart, and the quantity stepper that is also the add
 * button. SPEC §5's rules hold: the stepper is capped at the remaining allowance (the limit minus
 * the sku's units in other cart lines), a limit of 0 disables ordering, and a limit is stated.
 */
import { memo } from 'react';
import { useT } from '../../lib/use-t.ts';
import { quantityInCart } from '../../../domain/cart.ts';
import { unitCostForQuantity } from '../../../domain/prices.ts';
import { DEFAULT_QUANTITY_LIMIT, effectiveQuantityLimit } from '../../../domain/quantity.ts';
import { tierOffer } from '../../../domain/tier-offer.ts';
import type { Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { localizedBrand, localizedDescription } from './product-text.ts';
import { QuantityComboLink } from './quantity-combo-link.tsx';
import { TilePrice } from './tile-price.tsx';
import { TileStepper, useLineQuantity } from './tile-stepper.tsx';
import styles from './tile.module.css';
import { useMoney } from './use-money.ts';

const IMAGE_SIZE = 64;

export interface ProductTileProps {
  product: Product;
  /**
   * The name's heading level: h3 under a section's h2 (the default), h2 in a grid right under the
   * page's h1 (promotions, favorites, search), so headings never skip a level.
   */
  heading?: 'h2' | 'h3';
}

/** The brand only when the name does not already say it (case- and accent-insensitive). */
export function brandToShow(name: string, brand: string): string | undefined {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  return brand.trim() === '' || fold(name).includes(fold(brand)) ? undefined : brand;
}

function ProductTileImpl({ product, heading: Heading = 'h3' }: ProductTileProps) {
  const t = useT();
  const language = useCurrentLanguage();
  const format = useMoney();
  const tenant = useTenant();
  const name = localizedDescription(product, language);
  const brand = brandToShow(name, localizedBrand(product, language));
  const inLine = useLineQuantity(product);
  // Units of this sku in other lines (combos): they count against the same limit (SPEC §4/§5).
  const elsewhere = useCartStore((state) => quantityInCart(state.items, product.sku)) - inLine;
  const limit = effectiveQuantityLimit(product);
  const max = Math.max(0, limit - elsewhere);
  const offer = tierOffer(product, inLine, {
    comparePriceWithoutDiscount: tenant.showPriceWithoutDiscount,
  });
  const unavailable = limit === 0;
  const reached = !unavailable && inLine >= max;
  // The unit cost of the tier in force, like the price beside it.
  const unitCost = unitCostForQuantity(product, offer?.quantity ?? 1);
  const extras = [
    tenant.unitCost && unitCost !== undefined
      ? t('tile.unitCost', { price: format(unitCost) })
      : undefined,
    tenant.suggestedSale && (product.suggestedSale ?? 0) > 0
      ? t('tile.suggestedSale', { price: format(product.suggestedSale ?? 0) })
      : undefined,
  ].filter((text): text is string => text !== undefined);

  return (
    <article className={styles.tile} aria-label={name}>
      <div className={styles.media}>
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <Heading className={styles.name}>{name}</Heading>
          <FavoriteButton product={product} name={name} />
        </div>
        <ul className={styles.marks}>
          {brand ? <li className={styles.meta}>{brand}</li> : null}
          {product.isMSL ? (
            <li className={`${styles.mark} ${styles.mustStock}`}>{t('tile.mustStock')}</li>
          ) : null}
          {product.isGlassBottle ? (
            <li className={`${styles.mark} ${styles.returnable}`}>{t('tile.returnable')}</li>
          ) : null}
          {product.alcoholic ? (
            <li className={`${styles.mark} ${styles.alcohol}`}>
              <span aria-hidden="true">18+</span>
              <span className="visually-hidden">{t('product.badgeAlcoholic')}</span>
            </li>
          ) : null}
          {extras.map((text) => (
            <li key={text} className={styles.meta}>
              {text}
            </li>
          ))}
        </ul>
        <div className={styles.buy}>
          {offer ? <TilePrice offer={offer} format={format} /> : <span />}
          <TileStepper product={product} name={name} quantity={inLine} max={max} />
        </div>
        {unavailable || reached || limit < DEFAULT_QUANTITY_LIMIT || product.combo ? (
          <div className={styles.notes}>
            {unavailable ? (
              <p className={styles.note}>{t('product.unavailable')}</p>
            ) : reached ? (
              <p className={styles.note}>{t('quantity.maxQtyReached')}</p>
            ) : limit < DEFAULT_QUANTITY_LIMIT ? (
              <p className={styles.note}>{t('tile.maxPerOrder', { count: limit })}</p>
            ) : null}
            {product.combo ? <QuantityComboLink product={product} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export const ProductTile = memo(ProductTileImpl);
