/**
 * /home for a shop whose ordering is off (client `isOrderOptionActive` false). SPEC §6: the
 * ordering pages are hidden and send the shop to /home, so home says why instead of offering
 * buttons that lead back to itself (the banners' links to ordering pages are dropped by
 * `useSafeTarget`); what the shop can still do stays in the menus (tracking, invoices).
 */
import { useT } from '../../lib/use-t.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './ordering-off-note.module.css';

export function OrderingOffNote() {
  const t = useT();
  const { contactPhone } = useTenant();
  return (
    <section className={styles.note} role="note" aria-labelledby="ordering-off-title">
      <h2 id="ordering-off-title" className={styles.title}>
        {t('orderingOff.title')}
      </h2>
      <p>{t('orderingOff.text')}</p>
      {contactPhone ? (
        <p>
          {t('orderingOff.contact')}{' '}
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
            <bdi>{contactPhone}</bdi>
          </a>
        </p>
      ) : null}
    </section>
  );
}
