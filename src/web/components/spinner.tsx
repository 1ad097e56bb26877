/** A small CSS spinner with an accessible label. */
import styles from './spinner.module.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
