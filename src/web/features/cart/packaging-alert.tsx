/**
 * Returnable packaging: the content of its row in the cart's list of blockers (SPEC §5 "Returnable packaging"; §8 "glass bottles required or over
 * limit"): the cart must hold exactly the required glass bottles and boxes. The tenant's
 * glassBottleButtonAction decides the button: 'add' adds what is missing, 'adjust' sets every
 * packaging line to the required amount, 'redirect' opens the packaging product's page; add and
 * adjust confirm with a toast. Too few or too many block checkout unless the box is ticked.
 */
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import {
  applyPackagingFixes,
  packagingFixLines,
  type PackagingFix,
  type PackagingRequirement,
} from '../../../domain/packaging.ts';
import type { CartItem, Product } from '../../../domain/types.ts';
import { localizedDescription } from '../../components/product/product-text.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import type { GlassBottleButtonAction } from '../../../contract/tenant-defaults.ts';
import { Confirmation } from './confirmation.tsx';
import styles from './cart.module.css';

export interface PackagingAlertProps {
  requirements: readonly PackagingRequirement[];
  items: readonly CartItem[];
  catalogue: readonly Product[];
  action: GlassBottleButtonAction;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}

/** The fixes the tenant's button applies: 'add' only raises missing amounts; 'adjust' all. */
export function fixesFor(
  action: GlassBottleButtonAction,
  items: readonly CartItem[],
  catalogue: readonly Product[],
  requirements: readonly PackagingRequirement[],
): PackagingFix[] {
  const fixes = packagingFixLines(items, catalogue);
  if (action !== 'add') return fixes;
  const tooFew = new Set(requirements.filter((r) => r.status === 'tooFew').map((r) => r.sku));
  return fixes.filter((fix) => fix.action !== 'remove' && tooFew.has(fixSku(fix)));
}

function fixSku(fix: PackagingFix): string {
  return fix.action === 'add' ? fix.item.product.sku : fix.sku;
}

export function PackagingAlert({
  requirements,
  items,
  catalogue,
  action,
  accepted,
  onAccept,
}: PackagingAlertProps) {
  const t = useT();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const replaceAll = useCartStore((state) => state.replaceAll);
  const nameOf = (sku: string) => {
    const product =
      catalogue.find((candidate) => candidate.sku === sku) ??
      items.find((line) => line.product.sku === sku)?.product;
    return product ? localizedDescription(product, language) : sku;
  };
  const tooFew = requirements.filter((requirement) => requirement.status === 'tooFew');
  const tooMany = requirements.filter((requirement) => requirement.status === 'tooMany');
  const missing = tooFew.reduce((sum, r) => sum + (r.required - r.inCart), 0);
  const fixes = action === 'redirect' ? [] : fixesFor(action, items, catalogue, requirements);
  const target = tooFew[0] ?? tooMany[0];

  return (
    <>
      {tooFew.length > 0 ? (
        <p className={styles.alertText}>
          {t('cartAlerts.glassBottlesRequired', { count: missing })}
        </p>
      ) : null}
      {tooMany.length > 0 ? (
        <p className={styles.alertText}>{t('cartAlerts.glassBottlesOverLimit')}</p>
      ) : null}
      <ul className={styles.alertList}>
        {requirements.map((requirement) => (
          <li key={requirement.sku}>
            {t(
              requirement.status === 'tooFew' ? 'cart.packaging.tooFew' : 'cart.packaging.tooMany',
              {
                name: nameOf(requirement.sku),
                count: requirement.required,
                inCart: requirement.inCart,
              },
            )}
          </li>
        ))}
      </ul>
      {action === 'redirect' && target ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => navigate(`/search?redirect=${encodeURIComponent(target.sku)}`)}
        >
          {t('cart.packaging.redirect', { name: nameOf(target.sku) })}
        </button>
      ) : null}
      {action !== 'redirect' && fixes.length > 0 ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            replaceAll(applyPackagingFixes(items, fixes));
            showToast(t('cart.packaging.fixed'));
          }}
        >
          {t(action === 'add' ? 'cart.packaging.add' : 'cart.packaging.adjust')}
        </button>
      ) : null}
      <Confirmation checked={accepted} onChange={onAccept} label={t('cart.packaging.accept')} />
    </>
  );
}
