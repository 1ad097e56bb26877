/**
 * The product as the shop's compact tile shows it (image, brand, description in the chosen
 * language, size, price, the list price struck through, the first tier's offer). A faithful
 * preview drawn by the console, not the shop's ProductTile: that one needs the shop's cart
 * store, tenant context and translations, which the console's bundle does not load.
 */
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/console-i18n.ts';

export interface PreviewProduct {
  description: string;
  brand: string;
  size: string | null;
  price: number;
  priceWithoutDiscount: number | null;
  imageUrl: string | null;
  tiers: { minimumQuantity: number; price: number | undefined }[];
  language: string;
}

export function ProductPreview({ product }: { product: PreviewProduct }) {
  const { t } = useT();
  const format = useFormat();
  const tier = product.tiers.find((row) => row.price !== undefined && row.price < product.price);
  const struck =
    product.priceWithoutDiscount !== null && product.priceWithoutDiscount > product.price
      ? product.priceWithoutDiscount
      : undefined;
  return (
    <figure className="card shop-tile-preview" aria-labelledby="preview-title">
      <figcaption id="preview-title" className="muted">
        {t('catalogue.preview')}
      </figcaption>
      <div className="shop-tile" lang={product.language} data-testid="product-preview">
        {product.imageUrl ? (
          <img className="shop-tile-image" src={product.imageUrl} alt="" />
        ) : (
          <div className="shop-tile-image" aria-hidden="true" />
        )}
        <div className="shop-tile-body">
          <span className="shop-tile-brand">
            <bdi>{product.brand}</bdi>
          </span>
          <strong className="shop-tile-name">
            <bdi>{product.description}</bdi>
          </strong>
          {product.size ? (
            <span className="muted">
              <bdi>{product.size}</bdi>
            </span>
          ) : null}
          <span className="shop-tile-price">
            {struck !== undefined ? <s>{format.money(struck)}</s> : null}{' '}
            <span>{format.money(product.price)}</span>
          </span>
          {tier?.price !== undefined ? (
            <span className="shop-tile-tier">
              {t('catalogue.tierOffer', {
                quantity: tier.minimumQuantity,
                price: format.money(tier.price),
              })}
            </span>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
