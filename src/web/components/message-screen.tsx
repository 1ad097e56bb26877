/** A centred full-page message: the shape of the splash, error and placeholder screens. */
import type { ReactNode } from 'react';
import styles from './message-screen.module.css';

export function MessageScreen({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.screen}>
      {title === undefined ? null : <h1 className={styles.title}>{title}</h1>}
      {children}
    </section>
  );
}
