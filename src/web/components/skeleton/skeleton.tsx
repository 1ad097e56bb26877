/**
 * Skeleton placeholders (issue 14, item 11): grey blocks that hold the place of content still on
 * its way, instead of a blank screen with a spinner. Each variant reserves the block size of what
 * replaces it, so nothing moves when it arrives. Screen readers hear one polite "loading" status.
 */
import { useT } from '../../lib/use-t.ts';
import styles from './skeleton.module.css';

function LoadingStatus() {
  const t = useT();
  return (
    <span role="status" aria-live="polite" className="visually-hidden">
      {t('app.loading')}
    </span>
  );
}

/** A list of cards (product lists, orders, invoices): a title line and three cards. */
export function ListSkeleton() {
  return (
    <div className={styles.list} data-testid="skeleton" aria-busy="true">
      <LoadingStatus />
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <span className={styles.thumb} />
          <span className={styles.lines}>
            <span className={styles.line} />
            <span className={`${styles.line} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** /home: the banner carousel (5:2 image and its controls) and the featured banner. */
export function HomeSkeleton() {
  return (
    <div className={styles.home} data-testid="skeleton" aria-busy="true">
      <LoadingStatus />
      <span className={styles.banner} aria-hidden="true" />
      <span className={styles.controls} aria-hidden="true" />
      <span className={styles.featured} aria-hidden="true" />
    </div>
  );
}

/**
 * Before the in-app shell is there: the header bar in the brand colour and a page of cards, so the
 * chrome appears where its placeholder was.
 */
export function ShellSkeleton() {
  return (
    <div className={styles.shell} data-testid="skeleton">
      <span className={styles.header} aria-hidden="true" />
      <main className={styles.main}>
        <ListSkeleton />
      </main>
    </div>
  );
}
