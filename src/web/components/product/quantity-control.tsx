/**
 * Quantity input (SPEC §5): digits only, step 1, minimum 1 (0 with allowZero, in the cart),
 * rounded, capped at the limit; the plus button is disabled at the limit.
 */
import { useId, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { canIncrement, clampQuantity, parseQuantityInput } from '../../../domain/quantity.ts';
import styles from './product.module.css';

export interface QuantityControlProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Upper bound (the remaining allowance). */
  limit: number;
  /** The product's name, for the buttons' and input's labels. */
  label: string;
  allowZero?: boolean;
  disabled?: boolean;
}

export function QuantityControl({
  value,
  onChange,
  limit,
  label,
  allowZero = false,
  disabled = false,
}: QuantityControlProps) {
  const t = useT();
  const id = useId();
  const options = { limit, allowZero };
  const minimum = allowZero ? 0 : 1;
  // The text being typed; undefined shows the committed value.
  const [draft, setDraft] = useState<string | undefined>(undefined);

  const commit = (quantity: number) => {
    setDraft(undefined);
    onChange(clampQuantity(quantity, options));
  };

  return (
    <div className={styles.quantity} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">
        {t('product.quantityFor', { name: label })}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('product.decrease', { name: label })}
        disabled={disabled || value <= minimum}
        onClick={() => commit(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className={styles.quantityInput}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        min={minimum}
        aria-label={t('product.quantity')}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits === '') {
            setDraft('');
            return;
          }
          const quantity = parseQuantityInput(digits, options);
          setDraft(String(quantity));
          onChange(quantity);
        }}
        onBlur={() => {
          if (draft !== undefined) commit(parseQuantityInput(draft, options));
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t('product.increase', { name: label })}
        disabled={disabled || !canIncrement(value, limit)}
        onClick={() => commit(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
