/**
 * /finance (SPEC §2): the finance hub — a card to the open invoices, with the open-invoices
 * warning where the tenant shows it (showOpenInvoicesWarning) and the shop has open invoices.
 */
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import { NoResponse, isTimeout } from '../../components/query-state/query-view.tsx';
import { useTenant } from '../../lib/tenant-context.tsx';
import { useOpenInvoices } from './finance-queries.ts';
import styles from './finance.module.css';

function OpenInvoicesWarning() {
  const t = useT();
  return (
    <p className={styles.warning}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      {t('finance.hub.warning')}
    </p>
  );
}

export default function FinanceScreen() {
  const t = useT();
  const tenant = useTenant();
  const invoices = useOpenInvoices(tenant.showOpenInvoicesWarning);

  if (invoices.isError && isTimeout(invoices.error)) {
    return <NoResponse onRetry={() => void invoices.refetch()} />;
  }
  const warn = tenant.showOpenInvoicesWarning && invoices.data?.hasOpenInvoices === true;

  return (
    <section className={pageStyles.page} aria-labelledby="finance-title">
      <h1 id="finance-title" className={pageStyles.title}>
        {t('finance.hub.title')}
      </h1>
      <p className={styles.text}>{t('finance.hub.intro')}</p>
      <Link to="/finance/openInvoices" className={styles.hubCard}>
        <span className={styles.hubCardText}>
          <strong>{t('finance.hub.openInvoicesTitle')}</strong>
          <span>{t('finance.hub.openInvoicesText')}</span>
        </span>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          width="24"
          height="24"
          aria-hidden="true"
        >
          <path fill="none" stroke="currentColor" strokeWidth="2.5" d="m9 5 7 7-7 7" />
        </svg>
      </Link>
      {warn ? <OpenInvoicesWarning /> : null}
    </section>
  );
}
