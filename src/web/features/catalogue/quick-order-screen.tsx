/**
 * /quick-order (issue 14): a pad for shops that know what they want. Type a SKU or a name, pick
 * the product (Enter takes an exact SKU, the highlighted suggestion, or the only one), type a
 * quantity, Enter: the line goes into the cart and the pad is ready for the next one, focus back
 * on the product field. It uses the server's search (decision 054, SPEC §5 matching) and the
 * cart's own rules, the same as a tile's stepper: digits only, at least 1, capped at the
 * remaining allowance with the limit toast (SPEC §5), a limit of 0 refuses the product.
 * Keyboard and screen readers: an ARIA 1.2 combobox for the product, labelled fields, and a
 * polite status saying what was added or what is missing.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { normalizeSearchText } from '../../../domain/search.ts';
import { effectiveQuantityLimit } from '../../../domain/quantity.ts';
import { LIMIT_TOAST_MS } from '../../../domain/timings.ts';
import type { Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { localizedDescription } from '../../components/product/product-text.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useTrack } from '../../lib/analytics.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCurrentLanguage, useSearch } from '../../lib/products.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './quick-order.module.css';

/** Candidates listed under the product field. */
const CANDIDATES = 8;

interface AddedLine {
  key: number;
  sku: string;
  name: string;
  quantity: number;
}

/**
 * The product Enter takes: an exact SKU, else the highlighted one, else the only candidate. While
 * the answer for the typed term is still coming (`fresh` false) only an exact SKU is taken.
 */
export function pickProduct(
  term: string,
  candidates: readonly Product[],
  active: number,
  fresh = true,
): Product | undefined {
  const wanted = normalizeSearchText(term);
  const exact = candidates.find((product) => normalizeSearchText(product.sku) === wanted);
  if (exact || !fresh) return exact;
  if (active >= 0) return candidates[active];
  return candidates.length === 1 ? candidates[0] : undefined;
}

export default function QuickOrderScreen() {
  const t = useT();
  const language = useCurrentLanguage();
  const id = useId();
  const add = useCartStore((state) => state.add);
  const track = useTrack();
  const { currency } = useTenant();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Product | undefined>(undefined);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState('');
  const [added, setAdded] = useState<AddedLine[]>([]);
  const productRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  // The pad opens with the product field focused (an effect: see the search box).
  useEffect(() => productRef.current?.focus(), []);

  const search = useSearch(chosen ? '' : term, { limit: CANDIDATES, language });
  const candidates = search.result.products;
  // The list on screen may still be the previous term's while the next answer comes.
  const fresh = !search.query.isPlaceholderData && !search.query.isFetching;
  const expanded = open && !chosen && candidates.length > 0;
  const nameOf = (product: Product) => localizedDescription(product, language);
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(product: Product) {
    setChosen(product);
    setTerm(nameOf(product));
    setOpen(false);
    setActive(-1);
    setMessage('');
    quantityRef.current?.focus();
    quantityRef.current?.select();
  }

  function onProductKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (candidates.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) =>
        index < 0
          ? step === 1
            ? 0
            : candidates.length - 1
          : (index + step + candidates.length) % candidates.length,
      );
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (chosen) {
        quantityRef.current?.focus();
        return;
      }
      const product = pickProduct(term, candidates, expanded ? active : -1, fresh);
      if (product) choose(product);
      else setMessage(t(candidates.length === 0 ? 'quickOrder.noMatch' : 'quickOrder.choose'));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const product = chosen ?? pickProduct(term, candidates, expanded ? active : -1, fresh);
    if (!product) {
      setMessage(t(candidates.length === 0 ? 'quickOrder.noMatch' : 'quickOrder.choose'));
      productRef.current?.focus();
      return;
    }
    const wanted = Number(quantity);
    if (!Number.isInteger(wanted) || wanted < 1) {
      setMessage(t('quickOrder.quantityInvalid'));
      quantityRef.current?.focus();
      return;
    }
    const result = add(product, wanted);
    const name = nameOf(product);
    if (result.reduced) {
      const limit = effectiveQuantityLimit(product);
      showToast(
        result.quantity <= 0
          ? t('product.limitReached', { count: limit })
          : t('product.limitReduced', { added: result.quantity, count: limit }),
        { durationMs: LIMIT_TOAST_MS, tone: 'warning' },
      );
    }
    if (result.quantity > 0) {
      track('add_to_cart', {
        currency,
        items: [{ item_id: product.sku, quantity: result.quantity, price: product.price }],
      });
      setAdded((lines) => [
        { key: Date.now() + lines.length, sku: product.sku, name, quantity: result.quantity },
        ...lines,
      ]);
      setMessage(t('quickOrder.added', { quantity: result.quantity, name }));
    } else {
      setMessage(t('quickOrder.notAdded', { name }));
    }
    // The next line: an empty pad, focus on the product field.
    setChosen(undefined);
    setTerm('');
    setQuantity('1');
    setActive(-1);
    productRef.current?.focus();
  }

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('pageTitles.quickOrder')}</h1>
      <p className={pageStyles.intro} id={`${id}-intro`}>
        {t('quickOrder.intro')}
      </p>
      <form className={styles.pad} onSubmit={submit} aria-describedby={`${id}-intro`}>
        <div className={styles.product}>
          <label htmlFor={`${id}-product`}>{t('quickOrder.product')}</label>
          <input
            ref={productRef}
            id={`${id}-product`}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="next"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setChosen(undefined);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onProductKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t('quickOrder.candidates')}
            className={styles.listbox}
            hidden={!expanded}
          >
            {expanded &&
              candidates.map((product, index) => (
                <li
                  key={product.sku}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(product)}
                >
                  <span className={styles.sku}>
                    <bdi>{product.sku}</bdi>
                  </span>{' '}
                  <bdi>{nameOf(product)}</bdi>
                </li>
              ))}
          </ul>
        </div>
        <div className={styles.quantity}>
          <label htmlFor={`${id}-quantity`}>{t('quickOrder.quantity')}</label>
          <input
            ref={quantityRef}
            id={`${id}-quantity`}
            className={styles.input}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            enterKeyHint="done"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
        <button type="submit" className={styles.add}>
          {t('quickOrder.add')}
        </button>
      </form>
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-testid="quick-order-status"
      >
        {message}
      </p>
      {added.length > 0 ? (
        <section aria-labelledby={`${id}-added`} className={styles.added}>
          <h2 id={`${id}-added`} className={styles.addedTitle}>
            {t('quickOrder.addedTitle')}
          </h2>
          <ul>
            {added.map((line) => (
              <li key={line.key}>
                <bdi>{line.sku}</bdi> · <bdi>{line.name}</bdi> × {line.quantity}
              </li>
            ))}
          </ul>
          <Link to="/cart" className={styles.toCart}>
            {t('quickOrder.toCart')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
