/** A confirmation checkbox of a cart alert; a required one carries an asterisk and says so. */
import { useT } from '../../lib/use-t.ts';
import styles from './cart.module.css';

export function Confirmation({
  checked,
  onChange,
  label,
  required = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        required={required}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {required ? (
          <>
            {' '}
            <span className={styles.star} aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">({t('cart.required')})</span>
          </>
        ) : null}
      </span>
    </label>
  );
}
