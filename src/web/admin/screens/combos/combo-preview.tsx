/**
 * A combo as the shop's combo screen presents it (SPEC §2 /combos, /combo-*): the picture, the
 * name and description in the tenant's language, and what the kind asks of the shop — the
 * minimum of each family, the price of each quantity range, or the kit's units — with the
 * combo's discount. Drawn by the console (the shop's screens need its cart store and tenant
 * context, which the console's bundle does not load); the shop tile preview's styles.
 */
import type { AdminComboCreate } from '../../../../contract/index.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/console-i18n.ts';

export function ComboPreview({ combo, language }: { combo: AdminComboCreate; language: string }) {
  const { t } = useT();
  const format = useFormat();
  const text = (texts: Partial<Record<string, string>>) =>
    texts[language] ?? Object.values(texts)[0] ?? '';
  const percent = (value: number) => format.count(value);
  const name = text(combo.names) || t('combos.untitled');
  return (
    <figure className="card shop-tile-preview" aria-labelledby="combo-preview-title">
      <figcaption id="combo-preview-title" className="muted">
        {t('combos.preview')}
      </figcaption>
      <div className="shop-tile" lang={language} data-testid="combo-preview">
        {combo.image ? (
          <img className="shop-tile-image" src={combo.image} alt="" />
        ) : (
          <div className="shop-tile-image" aria-hidden="true" />
        )}
        <div className="shop-tile-body">
          <span className="shop-tile-brand">{t(`combos.kinds.${combo.kind}`)}</span>
          <strong className="shop-tile-name">
            <bdi>{name}</bdi>
          </strong>
          {text(combo.descriptions) ? (
            <span className="muted">
              <bdi>{text(combo.descriptions)}</bdi>
            </span>
          ) : null}
          <ul className="combo-preview-parts">
            {combo.kind === 'family'
              ? combo.families.map((family) => (
                  <li key={family.familyId}>
                    {t('combos.previewFamily', {
                      count: family.minimum,
                      name: text(family.names) || `#${family.familyId}`,
                    })}
                  </li>
                ))
              : null}
            {combo.kind === 'quantity'
              ? combo.ranges.map((range) => (
                  <li key={range.minimumQuantity} className="shop-tile-tier">
                    {range.price !== undefined
                      ? t('combos.previewRangePrice', {
                          count: range.minimumQuantity,
                          price: format.money(range.price),
                        })
                      : t('combos.previewRangeDiscount', {
                          count: range.minimumQuantity,
                          discount: percent(range.discountPercentage ?? 0),
                        })}
                  </li>
                ))
              : null}
            {combo.kind === 'generic'
              ? combo.products.map((product, index) => (
                  <li key={`${product.sku}-${index}`}>
                    <bdi>{`${format.count(product.quantity)} × ${product.sku}`}</bdi>
                  </li>
                ))
              : null}
          </ul>
          {combo.kind !== 'quantity' && combo.discountPercentage ? (
            <span className="shop-tile-tier">
              {t('combos.previewDiscount', { discount: percent(combo.discountPercentage) })}
            </span>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
