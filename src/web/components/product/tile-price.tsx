/**
 * The tile's price block (issue 14): the unit price for the quantity in the cart (at least one
 * unit) from the domain's tier rule (domain/tier-offer.ts), the list price struck through and the
 * saving when it is lower, and the next tier ("12+ → R$ 2,99") when one would lower it again.
 */
import { useT } from '../../lib/use-t.ts';
import type { TierOffer } from '../../../domain/tier-offer.ts';
import styles from './tile.module.css';

/** A value kept in its own direction inside text of the other (U+2068 … U+2069): "12+" in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export function TilePrice({
  offer,
  format,
}: {
  offer: TierOffer;
  format: (amount: number) => string;
}) {
  const t = useT();
  const discounted = offer.listPrice > offer.unitPrice;
  const next = offer.nextTier;
  return (
    <div className={styles.priceBlock}>
      <p className={styles.priceLine}>
        <span className="visually-hidden">
          {t('tile.unitPriceFor', { count: offer.quantity })}{' '}
        </span>
        <strong className={styles.price} data-testid="tile-unit-price">
          <bdi>{format(offer.unitPrice)}</bdi>
        </strong>
        {discounted ? (
          <>
            {' '}
            <span className="visually-hidden">{t('tile.listPrice')} </span>
            <del className={styles.listPrice}>
              <bdi>{format(offer.listPrice)}</bdi>
            </del>
          </>
        ) : null}
      </p>
      {offer.saving > 0 ? (
        <p className={styles.saving} data-testid="tile-saving">
          {t('tile.saving', { amount: format(offer.saving) })}
        </p>
      ) : null}
      {next ? (
        <p className={styles.nextTier} data-testid="tile-next-tier">
          <span aria-hidden="true">
            {t('tile.nextTierShort', {
              min: isolate(`${next.minimumQuantity}+`),
              price: isolate(format(next.price)),
            })}
          </span>
          <span className="visually-hidden">
            {t('tile.nextTier', { count: next.minimumQuantity, price: format(next.price) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
