/**
 * The tile's heart (issue 14): a toggle button (aria-pressed) named by the product that marks or
 * unmarks it as a favorite through the optimistic change of lib/favorites.ts. If the call fails the
 * heart goes back and a toast says so. Not shown when the tenant has favorites off.
 */
import { useT } from '../../lib/use-t.ts';
import type { Product } from '../../../domain/types.ts';
import { useFavoritesEnabled, useIsFavorite, useSetFavorite } from '../../lib/favorites.ts';
import { showToast } from '../toast/toast-store.ts';
import styles from './tile.module.css';

export function FavoriteButton({ product, name }: { product: Product; name: string }) {
  const enabled = useFavoritesEnabled();
  if (!enabled) return null;
  return <Heart product={product} name={name} />;
}

function Heart({ product, name }: { product: Product; name: string }) {
  const t = useT();
  const favorite = useIsFavorite(product.sku);
  const setFavorite = useSetFavorite();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favorite}
      aria-label={t('favorites.toggle', { name })}
      onClick={() =>
        void setFavorite({ product, favorite: !favorite }, () =>
          showToast(t('favorites.saveFailed'), { tone: 'warning' }),
        )
      }
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
