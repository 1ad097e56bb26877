/**
 * Price lists scheduled to start on a day of the tenant (issue 13, decision 057): the first day
 * and the prices, one product a line (`sku price [price without discount]`); from that day's
 * midnight the shop's catalogue, orchestration and simulation carry them. Lists are scheduled or
 * cancelled, not edited (scheduling the same day again replaces its products' prices).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  priceListBodySchema,
  type AdminPriceList,
  type PriceListBody,
} from '../../../../contract/index.ts';
import {
  ContentSection,
  FormActions,
  useContentForm,
  useFieldError,
} from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';

const QUERY_KEY = ['adminPriceLists'];

interface Values {
  startDate: string;
  rows: string;
}

const amount = (text: string | undefined) =>
  text === undefined ? null : Number(text.replace(',', '.'));

const toBody = (values: Values) => ({
  startDate: values.startDate,
  rows: values.rows
    .split('\n')
    .map((line) => line.trim().split(/[\s;]+/))
    .filter((cells) => cells[0] !== '')
    .map(([sku, price, withoutDiscount]) => ({
      sku,
      price: amount(price) ?? Number.NaN,
      priceWithoutDiscount: amount(withoutDiscount),
    })),
});

function PriceListForm() {
  const { t } = useT();
  const { form, save, submit } = useContentForm<Values, PriceListBody>({
    defaults: { startDate: '', rows: '' },
    toBody,
    schema: priceListBodySchema,
    save: (body) => consoleApi.call('adminSchedulePriceList', { body }),
    queryKey: QUERY_KEY,
    onDone: () => undefined,
  });
  const error = useFieldError(form.formState.errors);
  return (
    <section className="card" aria-labelledby="price-list-form">
      <h2 id="price-list-form">{t('content.prices.create')}</h2>
      <form noValidate className="banner-form" onSubmit={submit}>
        <Field
          label={t('banners.startDate')}
          type="date"
          error={error('startDate')}
          {...form.register('startDate')}
        />
        <div className="field">
          <label htmlFor="price-list-rows">{t('content.prices.rows')}</label>
          <textarea
            id="price-list-rows"
            dir="ltr"
            rows={6}
            aria-describedby="price-list-rows-hint"
            aria-invalid={error('rows') ? true : undefined}
            {...form.register('rows')}
          />
          <p id="price-list-rows-hint" className="field-hint">
            {t('content.prices.rowsHint')}
          </p>
          {error('rows') ? (
            <p role="alert" className="field-error">
              {error('rows')}
            </p>
          ) : null}
        </div>
        <FormActions
          label={t('content.prices.save')}
          editing={false}
          busy={save.isPending}
          error={save.error}
          onCancel={() => undefined}
        />
      </form>
    </section>
  );
}

export default function PriceListsSection() {
  const { t } = useT();
  const columns = useMemo<ColumnDef<AdminPriceList, unknown>[]>(
    () => [
      { id: 'start', header: t('banners.startDate'), cell: ({ row }) => row.original.startDate },
      {
        id: 'products',
        header: t('content.prices.rows'),
        cell: ({ row }) => t('content.bingo.products', { count: row.original.products }),
      },
      {
        id: 'state',
        header: t('banners.state'),
        cell: ({ row }) => t(`banners.states.${row.original.state}`),
      },
    ],
    [t],
  );
  return (
    <ContentSection
      intro={t('content.prices.intro')}
      permission="adminSchedulePriceList"
      queryKey={QUERY_KEY}
      load={(signal) => consoleApi.call('adminPriceLists', { signal })}
      rowsOf={(data) => data.items}
      form={() => <PriceListForm />}
      editable={false}
      caption={t('content.tabs.prices')}
      rowId={(row) => row.startDate}
      nameOf={(row) => row.startDate}
      columns={columns}
      remove={(row) =>
        consoleApi.call('adminDeletePriceList', { params: { startDate: row.startDate } })
      }
    />
  );
}
