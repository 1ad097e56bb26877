/**
 * One combo (issue 13, decision 061): its kind, names and descriptions per tenant language, image,
 * discount, and the parts its kind has — families with minimums and their products, price ranges
 * by minimum quantity, or products with their units — beside a phone-width preview of how the
 * shop's combo screen presents it. Validated with the contract's schema and the kinds' own rules
 * (`domain/combo-rules.ts`, the server's) before it is sent; saved with the version it was read
 * at (409 staleVersion shown). Read-only for roles that may not change the catalogue.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  adminComboCreateSchema,
  adminComboUpdateSchema,
  type AdminCombo,
} from '../../../../contract/index.ts';
import { COMBO_KINDS, comboShapeProblems, type ComboKind } from '../../../../domain/combo-rules.ts';
import { ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { Field } from '../../components/field.tsx';
import { PriceStepFields } from '../../components/price-step-fields.tsx';
import { RowList } from '../../components/row-list.tsx';
import { errorTextAt } from '../../lib/form-errors.ts';
import { optionalNumber } from '../../lib/form-values.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useCan } from '../../lib/permissions.ts';
import { ComboPreview } from './combo-preview.tsx';

type Texts = Record<string, string | undefined>;

interface ComboForm extends FieldValues {
  version?: number;
  kind: ComboKind;
  names: Texts;
  descriptions: Texts;
  image: string | null;
  discountPercentage: number | null;
  active: boolean;
  families: { familyId: number; names: Texts; minimum: number }[];
  products: { sku: string; familyId: number | null; quantity: number }[];
  ranges: {
    minimumQuantity: number;
    price?: number | undefined;
    discountPercentage?: number | undefined;
  }[];
}

const BLANK: ComboForm = {
  kind: 'generic',
  names: {},
  descriptions: {},
  image: null,
  discountPercentage: null,
  active: true,
  families: [],
  products: [{ sku: '', familyId: null, quantity: 1 }],
  ranges: [],
};

const formOf = ({ id: _id, ...combo }: AdminCombo): ComboForm => combo;

const filled = (texts: Texts): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );

/** What is sent: empty texts absent, the parts the kind does not have dropped. */
function cleaned(values: ComboForm): ComboForm {
  const kind = values.kind;
  return {
    ...values,
    names: filled(values.names),
    descriptions: filled(values.descriptions),
    image: values.image === null || values.image.trim() === '' ? null : values.image.trim(),
    families:
      kind === 'family' ? values.families.map((f) => ({ ...f, names: filled(f.names) })) : [],
    products: values.products.map((product) => ({
      sku: product.sku.trim(),
      familyId: kind === 'family' ? product.familyId : null,
      quantity: kind === 'generic' ? product.quantity : 1,
    })),
    ranges:
      kind === 'quantity'
        ? values.ranges.map((range) => ({
            minimumQuantity: range.minimumQuantity,
            ...(range.price === undefined ? {} : { price: range.price }),
            ...(range.discountPercentage === undefined
              ? {}
              : { discountPercentage: range.discountPercentage }),
          }))
        : [],
  };
}

export default function ComboScreen() {
  const { id } = useParams();
  const { t } = useT();
  const creating = id === undefined;
  const combo = useQuery({
    queryKey: ['adminCombo', id],
    queryFn: ({ signal }) =>
      consoleApi.call('adminCombo', { params: { id: Number(id) } as never, signal }),
    enabled: !creating,
  });
  const title = creating
    ? t('combos.new')
    : (Object.values(combo.data?.names ?? {})[0] ?? t('combos.title'));
  return (
    <Page
      title={title}
      actions={
        <Link className="button button-secondary" to="/combos">
          {t('combos.back')}
        </Link>
      }
    >
      <ErrorAlert error={combo.error} />
      {creating ? (
        <ComboEditor key="new" initial={undefined} />
      ) : combo.data ? (
        <ComboEditor key={combo.data.id} initial={combo.data} />
      ) : combo.isPending ? (
        <Loading />
      ) : null}
    </Page>
  );
}

function ComboEditor({ initial }: { initial: AdminCombo | undefined }) {
  const { t } = useT();
  const tenant = useConsoleTenant();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const may = can(initial ? 'adminUpdateCombo' : 'adminCreateCombo');
  const schema = initial ? adminComboUpdateSchema : adminComboCreateSchema;
  const base = zodResolver(schema as never) as unknown as Resolver<ComboForm>;
  const resolver: Resolver<ComboForm> = async (values, context, options) => {
    const sent = cleaned(values);
    const result = await base(sent, context, options);
    // the kinds' rules, as the server applies them
    const errors: Record<string, unknown> = { ...result.errors };
    for (const problem of comboShapeProblems(sent)) {
      const parts = problem.path.split('.');
      let at = errors;
      parts.slice(0, -1).forEach((part) => {
        at[part] = (at[part] as Record<string, unknown> | undefined) ?? {};
        at = at[part] as Record<string, unknown>;
      });
      at[parts.at(-1) ?? 'root'] ??= { type: 'rule', message: problem.code };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as never }
      : { values: sent, errors: {} };
  };
  const form = useForm<ComboForm>({
    resolver,
    defaultValues: initial ? formOf(initial) : BLANK,
  });
  const families = useFieldArray({ control: form.control, name: 'families' });
  const products = useFieldArray({ control: form.control, name: 'products' });
  const ranges = useFieldArray({ control: form.control, name: 'ranges' });
  const save = useMutation({
    mutationFn: (values: ComboForm) => {
      if (initial) {
        return consoleApi.call('adminUpdateCombo', {
          params: { id: initial.id } as never,
          body: values as never,
        });
      }
      const { version: _version, ...body } = values;
      return consoleApi.call('adminCreateCombo', { body: body as never });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['adminCombo', String(saved.id)], saved);
      void queryClient.invalidateQueries({ queryKey: ['adminCombos'] });
      if (initial) form.reset(formOf(saved));
      else void navigate(`/combos/${saved.id}`);
    },
  });

  const errors = form.formState.errors;
  const messageAt = (path: string) => errorTextAt(errors, path, t, 'combos');
  const kind = form.watch('kind');
  const watched = form.watch();
  const languages = tenant.languages;
  const textDir = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');

  return (
    <form
      noValidate
      className="stack catalogue-form"
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => save.reset(),
      )}
    >
      {may ? null : <p className="muted">{t('combos.readOnly')}</p>}
      <ComboPreview combo={cleaned(watched)} language={tenant.language} />

      <fieldset disabled={!may} className="card stack-fieldset">
        <legend>{t('combos.combo')}</legend>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="combo-kind">{t('combos.kind')}</label>
            <select id="combo-kind" {...form.register('kind')}>
              {COMBO_KINDS.map((name) => (
                <option key={name} value={name}>
                  {t(`combos.kinds.${name}`)}
                </option>
              ))}
            </select>
          </div>
          {languages.map((language) => (
            <Field
              key={`name-${language}`}
              label={t('combos.nameIn', { language: language.toUpperCase() })}
              lang={language}
              dir={textDir(language)}
              error={
                messageAt(`names.${language}`) ??
                (language === tenant.language ? messageAt('names') : undefined)
              }
              {...form.register(`names.${language}`)}
            />
          ))}
          {languages.map((language) => (
            <Field
              key={`description-${language}`}
              label={t('combos.descriptionIn', { language: language.toUpperCase() })}
              lang={language}
              dir={textDir(language)}
              error={messageAt(`descriptions.${language}`)}
              {...form.register(`descriptions.${language}`)}
            />
          ))}
          <Field
            label={t('combos.image')}
            hint={t('combos.imageHint')}
            dir="ltr"
            error={messageAt('image')}
            {...form.register('image', {
              setValueAs: (value: unknown) => (value === '' ? null : value),
            })}
          />
          {kind === 'quantity' ? null : (
            <Field
              label={t('combos.discount')}
              type="number"
              inputMode="decimal"
              min={0}
              max={99.99}
              step="0.01"
              error={messageAt('discountPercentage')}
              {...form.register('discountPercentage', { setValueAs: optionalNumber })}
            />
          )}
          <label className="check">
            <input type="checkbox" {...form.register('active')} />
            {t('combos.active')}
          </label>
        </div>
      </fieldset>

      {kind === 'family' ? (
        <fieldset disabled={!may} className="card stack-fieldset">
          <legend>{t('combos.families')}</legend>
          {messageAt('families') ? <p className="field-error">{messageAt('families')}</p> : null}
          <RowList
            rows={families.fields}
            testId="family"
            may={may}
            removeLabel={(index) => t('combos.removeFamily', { index: index + 1 })}
            onRemove={(index) => families.remove(index)}
            addLabel={t('combos.addFamily')}
            onAdd={() => {
              const next = Math.max(0, ...families.fields.map((f) => Number(f.familyId))) + 1;
              families.append({ familyId: next, names: {}, minimum: 1 });
            }}
          >
            {(index) => (
              <>
                <Field
                  label={t('combos.familyId')}
                  type="number"
                  min={1}
                  step={1}
                  error={messageAt(`families.${index}.familyId`) ?? messageAt(`families.${index}`)}
                  {...form.register(`families.${index}.familyId`, { setValueAs: Number })}
                />
                {languages.map((language) => (
                  <Field
                    key={language}
                    label={t('combos.familyNameIn', { language: language.toUpperCase() })}
                    lang={language}
                    dir={textDir(language)}
                    error={messageAt(`families.${index}.names`)}
                    {...form.register(`families.${index}.names.${language}`)}
                  />
                ))}
                <Field
                  label={t('combos.minimum')}
                  type="number"
                  min={1}
                  step={1}
                  error={messageAt(`families.${index}.minimum`)}
                  {...form.register(`families.${index}.minimum`, { setValueAs: Number })}
                />
              </>
            )}
          </RowList>
        </fieldset>
      ) : null}

      <fieldset disabled={!may} className="card stack-fieldset">
        <legend>{t('combos.products')}</legend>
        {messageAt('products') ? <p className="field-error">{messageAt('products')}</p> : null}
        <RowList
          rows={products.fields}
          testId="product"
          may={may}
          removeLabel={(index) => t('combos.removeProduct', { index: index + 1 })}
          onRemove={(index) => products.remove(index)}
          addLabel={t('combos.addProduct')}
          onAdd={() =>
            products.append({
              sku: '',
              familyId: kind === 'family' ? Number(families.fields[0]?.familyId) || 1 : null,
              quantity: 1,
            })
          }
        >
          {(index) => (
            <>
              <Field
                label={t('combos.sku')}
                dir="ltr"
                error={messageAt(`products.${index}.sku`)}
                {...form.register(`products.${index}.sku`)}
              />
              {kind === 'family' ? (
                <Field
                  label={t('combos.family')}
                  type="number"
                  min={1}
                  step={1}
                  error={messageAt(`products.${index}.familyId`)}
                  {...form.register(`products.${index}.familyId`, { setValueAs: optionalNumber })}
                />
              ) : null}
              {kind === 'generic' ? (
                <Field
                  label={t('combos.quantity')}
                  type="number"
                  min={1}
                  step={1}
                  error={messageAt(`products.${index}.quantity`)}
                  {...form.register(`products.${index}.quantity`, { setValueAs: Number })}
                />
              ) : null}
            </>
          )}
        </RowList>
      </fieldset>

      {kind === 'quantity' ? (
        <fieldset disabled={!may} className="card stack-fieldset">
          <legend>{t('combos.ranges')}</legend>
          <p className="muted">{t('combos.rangesHint')}</p>
          {messageAt('ranges') ? <p className="field-error">{messageAt('ranges')}</p> : null}
          <RowList
            rows={ranges.fields}
            testId="range"
            may={may}
            removeLabel={(index) => t('combos.removeRange', { index: index + 1 })}
            onRemove={(index) => ranges.remove(index)}
            addLabel={t('combos.addRange')}
            onAdd={() => {
              const last = Number(ranges.fields.at(-1)?.minimumQuantity ?? 0);
              ranges.append({ minimumQuantity: last + 6, discountPercentage: undefined });
            }}
          >
            {(index) => (
              <PriceStepFields
                register={form.register}
                name="ranges"
                index={index}
                smallest={1}
                labels={{
                  minimumQuantity: t('combos.rangeMinimum'),
                  price: t('combos.rangePrice'),
                  discount: t('combos.rangeDiscount'),
                }}
                errorAt={messageAt}
              />
            )}
          </RowList>
        </fieldset>
      ) : null}

      <ErrorAlert error={save.error} />
      <p role="status" className="live-note">
        {save.isSuccess ? t('common.saved') : ''}
      </p>
      {may ? (
        <button type="submit" className="button" disabled={save.isPending}>
          {t('combos.save')}
        </button>
      ) : null}
    </form>
  );
}
