/**
 * One product of a combo: image, description and brand in the current language, the unit price
 * the combo gives now, and the quantity control (SPEC §5 quantity input; 0 allowed: not chosen).
 */
import { useT } from '../../lib/use-t.ts';
import type { Product } from '../../../domain/types.ts';
import { QuantityControl } from '../../components/product/quantity-control.tsx';
import {
  localizedBrand,
  localizedDescription,
  spacedSize,
} from '../../components/product/product-text.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import styles from './combos.module.css';

const IMAGE_SIZE = 64;

export interface ComboProductRowProps {
  product: Product;
  quantity: number;
  /** Most units this row may reach now (the product's allowance, the family's room). */
  limit: number;
  onChange: (quantity: number) => void;
  /** The combo's unit price for the current choice; undefined hides it. */
  unitPrice: number | undefined;
}

export function ComboProductRow({
  product,
  quantity,
  limit,
  onChange,
  unitPrice,
}: ComboProductRowProps) {
  const t = useT();
  const language = useCurrentLanguage();
  const format = useMoney();
  const description = localizedDescription(product, language);
  return (
    <li className={styles.productRow}>
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          className={styles.productImage}
        />
      ) : (
        <span className={styles.productImage} aria-hidden="true" />
      )}
      <div className={styles.productText}>
        <h3 className={styles.productName}>{description}</h3>
        <p className={styles.meta}>
          {localizedBrand(product, language)}
          {product.size ? (
            <span>
              {' · '}
              <bdi>{spacedSize(product.size)}</bdi>
            </span>
          ) : null}
        </p>
        {unitPrice === undefined ? null : (
          <p className={styles.unitPrice}>{t('combos.unitPrice', { price: format(unitPrice) })}</p>
        )}
      </div>
      <QuantityControl
        value={quantity}
        onChange={onChange}
        limit={Math.max(0, limit)}
        label={description}
        allowZero
        disabled={limit <= 0 && quantity <= 0}
      />
    </li>
  );
}
