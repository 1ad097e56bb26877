/**
 * /finance/openInvoices (SPEC §2, §4, §8, §9): each open invoice with due date, document and
 * order numbers, value, status label (expired / overdue / due tomorrow), the bar-code copy
 * button, the expired text with the bottler's phone, the 48-hour status-lag note, and the empty
 * and no-response states.
 */
import { useT } from '../../lib/use-t.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';
import { useMoney } from '../../components/product/use-money.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { tenantToday } from '../../lib/tenant-time.ts';
import { useTenantDates } from '../../lib/use-tenant-dates.ts';
import { CopyButton } from './copy-button.tsx';
import { statusOfInvoice, useOpenInvoices, type OpenInvoiceEntry } from './finance-queries.ts';
import { InvoiceStatusLabel } from './invoice-status-label.tsx';
import styles from './finance.module.css';

/** A tel: link target from a displayed phone number (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

function ExpiredText({ phone }: { phone: string | undefined }) {
  const t = useT();
  if (phone === undefined)
    return <p className={styles.expired}>{t('finance.openInvoices.expiredNoPhone')}</p>;
  const [before, after = ''] = t('finance.openInvoices.expiredText', { phone: '\u0000' }).split(
    '\u0000',
  );
  return (
    <p className={styles.expired}>
      {before}
      <a href={telHref(phone)} dir="ltr">
        {phone}
      </a>
      {after}
    </p>
  );
}

function InvoiceItem({ invoice, today }: { invoice: OpenInvoiceEntry; today: string }) {
  const t = useT();
  const tenant = useTenant();
  const money = useMoney();
  const dates = useTenantDates();
  const status = statusOfInvoice(invoice, today);
  const headingId = `invoice-${invoice.invoiceDocumentNumber}`;
  return (
    <li className={styles.invoice} data-status={status}>
      <div className={styles.invoiceHead}>
        <h2 id={headingId} className={styles.invoiceTitle}>
          {t('finance.openInvoices.document', { number: invoice.invoiceDocumentNumber })}
        </h2>
        <InvoiceStatusLabel status={status} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('finance.openInvoices.dueDate')}</dt>
          <dd>{dates.calendarDate(invoice.invoiceDueDate)}</dd>
        </div>
        <div>
          <dt>{t('finance.openInvoices.orderNumber')}</dt>
          <dd>{invoice.orderNumber}</dd>
        </div>
        <div>
          <dt>{t('finance.openInvoices.value')}</dt>
          <dd>
            <bdi>{money(invoice.invoiceOrderValue)}</bdi>
          </dd>
        </div>
      </dl>
      {status === 'expired' ? (
        <ExpiredText phone={tenant.contactPhone} />
      ) : (
        <div className={styles.barCode}>
          <span className={styles.barCodeLabel}>{t('finance.openInvoices.barCode')}</span>
          <code className={styles.barCodeValue} dir="ltr">
            {invoice.paymentData}
          </code>
          <CopyButton
            text={invoice.paymentData}
            label={t('finance.openInvoices.copyLabel', { number: invoice.invoiceDocumentNumber })}
          />
        </div>
      )}
    </li>
  );
}

export default function OpenInvoicesScreen() {
  const t = useT();
  const tenant = useTenant();
  const invoices = useOpenInvoices();
  const today = tenantToday(new Date(), tenant.timeZone);
  return (
    <section className={pageStyles.page} aria-labelledby="open-invoices-title">
      <h1 id="open-invoices-title" className={pageStyles.title}>
        {t('finance.openInvoices.title')}
      </h1>
      <QueryView
        query={invoices}
        isEmpty={(answer) => answer.openInvoices.length === 0}
        empty={<EmptyState message={t('finance.openInvoices.emptyInvoices')} />}
      >
        {(answer) => (
          <>
            <p className={styles.note}>{t('finance.openInvoices.statusLag')}</p>
            <ul className={styles.invoices}>
              {answer.openInvoices.map((invoice) => (
                <InvoiceItem
                  key={`${invoice.invoiceDocumentNumber}-${invoice.orderNumber}`}
                  invoice={invoice}
                  today={today}
                />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </section>
  );
}
