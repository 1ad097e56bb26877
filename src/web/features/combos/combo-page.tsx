/**
 * The frame every combo screen shares: the combo's answer with its loading, no-response (SPEC §8
 * time-out: clock + retry) and not-found states, the combo's header, and the sticky bar with the
 * total and the add button (SPEC §4 "add is enabled when the item count meets the required
 * minimum; adding replaces the cart's lines of that combo and goes to /cart").
 */
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { Combo, ComboProductsResponse } from '../../../contract/index.ts';
import type { CartItem } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, isTimeout, NoResponse } from '../../components/query-state/query-view.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { comboPath } from '../../lib/combos.ts';
import { useStickyEndSize } from '../../lib/sticky-end.ts';
import { parseComboId, useComboProducts } from './combo-queries.ts';
import styles from './combos.module.css';
import { usePercent, usePercentagesShown } from './use-percent.ts';

type Kind = ComboProductsResponse['kind'];
export type ComboAnswer<K extends Kind> = Extract<ComboProductsResponse, { kind: K }>;

/** "We couldn't find this bundle", with a way back to the list. */
export function ComboNotFound() {
  const t = useT();
  return (
    <div className={styles.page}>
      <EmptyState message={t('combos.notFound')}>
        <Link to="/combos">{t('combos.backToList')}</Link>
      </EmptyState>
    </div>
  );
}

/**
 * Loads combo `comboId` and renders `children` with it when it is of `kind`; a combo of another
 * kind is opened on its own screen instead.
 */
export function ComboQuery<K extends Kind>({
  comboId,
  kind,
  children,
}: {
  comboId: number | undefined;
  kind: K;
  children: (answer: ComboAnswer<K>) => ReactNode;
}) {
  const t = useT();
  const query = useComboProducts(comboId);
  if (comboId === undefined) return <ComboNotFound />;
  if (query.isPending) return <Spinner label={t('app.loading')} />;
  if (query.isError) {
    if (isTimeout(query.error)) return <NoResponse onRetry={() => void query.refetch()} />;
    return <ComboNotFound />;
  }
  const answer = query.data;
  if (answer.kind !== kind) return <Navigate to={comboPath(answer.combo)} replace />;
  return <>{children(answer as ComboAnswer<K>)}</>;
}

/** A combo route's screen (SPEC §2): the combo of the URL's id, rendered by `children` when of `kind`. */
export function ComboScreen<K extends Kind>({
  kind,
  children,
}: {
  kind: K;
  children: (answer: ComboAnswer<K>) => ReactNode;
}) {
  const { comboId } = useParams();
  const id = parseComboId(comboId);
  return (
    <ComboQuery comboId={id} kind={kind} key={id}>
      {children}
    </ComboQuery>
  );
}

/** The combo's image, name (the page heading), description and discount. */
export function ComboHeader({ combo, intro }: { combo: Combo; intro: string }) {
  const t = useT();
  const percent = usePercent();
  const showDiscount = usePercentagesShown() && (combo.discountPercentage ?? 0) > 0;
  return (
    <header className={styles.header}>
      {combo.image ? (
        <img
          src={combo.image}
          alt=""
          width={320}
          height={128}
          className={styles.headerImage}
          decoding="async"
        />
      ) : null}
      <h1 className={pageStyles.title}>{combo.name}</h1>
      {combo.description ? <p className={styles.description}>{combo.description}</p> : null}
      {showDiscount ? (
        <p className={styles.discount}>
          {t('combos.discount', { percentage: percent(combo.discountPercentage ?? 0) })}
        </p>
      ) : null}
      <p className={styles.intro}>{intro}</p>
    </header>
  );
}

/** Replaces the combo's lines in the cart, confirms with a toast, and opens /cart (SPEC §4). */
export function useAddCombo(comboId: number): (lines: readonly CartItem[]) => void {
  const t = useT();
  const navigate = useNavigate();
  const replaceComboLines = useCartStore((state) => state.replaceComboLines);
  return useCallback(
    (lines) => {
      replaceComboLines(comboId, lines);
      showToast(t('combos.added'));
      void navigate('/cart');
    },
    [comboId, navigate, replaceComboLines, t],
  );
}

/** The sticky bar: status (total, what is missing) announced politely, and the add button. */
export function AddComboBar({
  total,
  status,
  canAdd,
  onAdd,
}: {
  total: string;
  status: string;
  canAdd: boolean;
  onAdd: () => void;
}) {
  const t = useT();
  const statusId = useId();
  const bar = useRef<HTMLDivElement>(null);
  useStickyEndSize(bar);
  return (
    <div ref={bar} className={styles.addBar}>
      <div className={styles.addBarText} id={statusId} role="status">
        <p className={styles.total}>
          {t('combos.total')}:{' '}
          <strong>
            <bdi>{total}</bdi>
          </strong>
        </p>
        <p className={styles.status}>{status}</p>
      </div>
      <button
        type="button"
        className={styles.primaryButton}
        disabled={!canAdd}
        aria-describedby={statusId}
        onClick={onAdd}
      >
        {t('combos.add')}
      </button>
    </div>
  );
}
