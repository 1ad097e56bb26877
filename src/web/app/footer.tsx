/** SPEC §1: the footer shows the app version (1.1.0) and the current year. */
import { useT } from '../lib/use-t.ts';
import { APP_VERSION } from '../lib/app-version.ts';
import styles from './footer.module.css';

export function Footer({ now = new Date() }: { now?: Date }) {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <span>{t('footer.version', { version: APP_VERSION })}</span>
      <span>{t('footer.copyright', { year: now.getFullYear() })}</span>
    </footer>
  );
}
