/**
 * Bingo cards per month (SPEC §3 Bingo; issue 13, decision 056): the month, the card's products by
 * sku (one a line; their names and images come from the catalogue), the prizes with a quantity and
 * a description in each of the tenant's languages, and the prize and check images. Saving a month
 * that has a card replaces it.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  bingoCardBodySchema,
  type AdminBingoCard,
  type BingoCardBody,
} from '../../../../contract/index.ts';
import { Bdi } from '../../components/bits.tsx';
import {
  ContentSection,
  FormActions,
  TextFields,
  blank,
  useContentForm,
  useFieldError,
  withTenantLanguages,
  written,
} from '../../components/content-kit.tsx';
import { Field } from '../../components/field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useT } from '../../lib/console-i18n.ts';

const QUERY_KEY = ['adminBingoCards'];

interface Values {
  /** `YYYY-MM` (an <input type="month">). */
  month: string;
  skus: string;
  prizes: { qty: string; descriptions: Record<string, string> }[];
  imgPrizeUrl: string;
  imgCheckUrl: string;
}

const monthOf = (card: AdminBingoCard) => `${card.year}-${String(card.month).padStart(2, '0')}`;

const toValues = (card?: AdminBingoCard): Values => ({
  month: card ? monthOf(card) : '',
  skus: card?.skus.join('\n') ?? '',
  prizes: card?.prizes.map((prize) => ({
    qty: String(prize.qty),
    descriptions: { ...prize.descriptions },
  })) ?? [{ qty: '1', descriptions: {} }],
  imgPrizeUrl: card?.imgPrizeUrl ?? '',
  imgCheckUrl: card?.imgCheckUrl ?? '',
});

const toBody = (values: Values) => ({
  skus: values.skus
    .split(/[\s,;]+/)
    .map((sku) => sku.trim())
    .filter((sku) => sku !== ''),
  prizes: values.prizes.map((prize) => ({
    qty: prize.qty.trim() === '' ? Number.NaN : Number(prize.qty),
    descriptions: written(prize.descriptions),
  })),
  imgPrizeUrl: blank(values.imgPrizeUrl),
  imgCheckUrl: blank(values.imgCheckUrl),
});

function CardForm({ card, onDone }: { card?: AdminBingoCard; onDone: () => void }) {
  const { t } = useT();
  const { languages } = useConsoleTenant();
  const [month, setMonth] = useState(card ? monthOf(card) : '');
  const [year, monthNumber] = month.split('-').map(Number);
  const { form, save, submit } = useContentForm<Values, BingoCardBody>({
    defaults: toValues(card),
    toBody,
    schema: withTenantLanguages(bingoCardBodySchema, languages, (body) =>
      body.prizes.map((prize, i) => ({
        field: `prizes.${i}.descriptions`,
        texts: prize.descriptions,
      })),
    ),
    save: (body) =>
      consoleApi.call('adminSaveBingoCard', {
        params: { year: year ?? 0, month: monthNumber ?? 0 },
        body,
      }),
    queryKey: QUERY_KEY,
    onDone,
  });
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const error = useFieldError(form.formState.errors);
  const monthValid = /^\d{4}-\d{2}$/.test(month);
  return (
    <section className="card" aria-labelledby="bingo-form">
      <h2 id="bingo-form">{card ? t('content.bingo.edit') : t('content.bingo.create')}</h2>
      <form
        noValidate
        className="banner-form"
        onSubmit={(event) => {
          if (!monthValid) {
            event.preventDefault();
            form.setError('month', { message: 'required' });
            return;
          }
          void submit(event);
        }}
      >
        <Field
          label={t('content.bingo.month')}
          type="month"
          readOnly={card !== undefined}
          error={error('month')}
          {...form.register('month', { onChange: (event) => setMonth(String(event.target.value)) })}
        />
        <div className="field">
          <label htmlFor="bingo-skus">{t('content.bingo.skus')}</label>
          <textarea
            id="bingo-skus"
            dir="ltr"
            rows={5}
            aria-describedby="bingo-skus-hint"
            aria-invalid={error('skus') ? true : undefined}
            {...form.register('skus')}
          />
          <p id="bingo-skus-hint" className="field-hint">
            {t('content.bingo.skusHint')}
          </p>
          {error('skus') ? (
            <p role="alert" className="field-error">
              {error('skus')}
            </p>
          ) : null}
        </div>
        {prizes.fields.map((prize, i) => (
          <fieldset key={prize.id}>
            <legend>{t('content.bingo.prize', { n: i + 1 })}</legend>
            <Field
              label={t('content.bingo.qty')}
              type="number"
              min={1}
              error={error(`prizes.${i}.qty`)}
              {...form.register(`prizes.${i}.qty`)}
            />
            <TextFields
              form={form}
              name={`prizes.${i}.descriptions`}
              legend={t('content.bingo.prizeDescription')}
              maxLength={200}
            />
            {prizes.fields.length > 1 ? (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => prizes.remove(i)}
              >
                {t('content.bingo.removePrize')}
              </button>
            ) : null}
          </fieldset>
        ))}
        {prizes.fields.length < 10 ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => prizes.append({ qty: '1', descriptions: {} })}
          >
            {t('content.bingo.addPrize')}
          </button>
        ) : null}
        <Field
          label={t('content.bingo.imgPrizeUrl')}
          dir="ltr"
          error={error('imgPrizeUrl')}
          {...form.register('imgPrizeUrl')}
        />
        <Field
          label={t('content.bingo.imgCheckUrl')}
          dir="ltr"
          error={error('imgCheckUrl')}
          {...form.register('imgCheckUrl')}
        />
        <FormActions
          label={t('content.bingo.save')}
          editing={card !== undefined}
          busy={save.isPending}
          error={save.error}
          onCancel={onDone}
        />
      </form>
    </section>
  );
}

export default function BingoSection() {
  const { t, language } = useT();
  const columns = useMemo<ColumnDef<AdminBingoCard, unknown>[]>(
    () => [
      { id: 'month', header: t('content.bingo.month'), cell: ({ row }) => monthOf(row.original) },
      {
        id: 'products',
        header: t('content.bingo.skus'),
        cell: ({ row }) => t('content.bingo.products', { count: row.original.skus.length }),
      },
      {
        id: 'prizes',
        header: t('content.bingo.prizeDescription'),
        cell: ({ row }) => (
          <Bdi>
            {row.original.prizes
              .map(
                (prize) =>
                  `${prize.qty} × ${prize.descriptions[language as never] ?? Object.values(prize.descriptions)[0] ?? ''}`,
              )
              .join(', ')}
          </Bdi>
        ),
      },
    ],
    [t, language],
  );
  return (
    <ContentSection
      intro={t('content.bingo.intro')}
      permission="adminSaveBingoCard"
      queryKey={QUERY_KEY}
      load={(signal) => consoleApi.call('adminBingoCards', { signal })}
      rowsOf={(data) => data.items}
      form={(card, onDone) => <CardForm card={card} onDone={onDone} />}
      caption={t('content.tabs.bingo')}
      rowId={monthOf}
      nameOf={monthOf}
      columns={columns}
      remove={(card) =>
        consoleApi.call('adminDeleteBingoCard', {
          params: { year: card.year, month: card.month },
        })
      }
    />
  );
}
