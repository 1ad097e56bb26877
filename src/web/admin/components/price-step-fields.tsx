/**
 * One step of a price ladder — from a minimum quantity on, a unit price or a discount — as a
 * product's tier (SPEC §5 tier prices) and a quantity combo's range (SPEC §3) both have it: the
 * three inputs of row `index` of the form's array `name`, with their errors.
 */
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { absentNumber } from '../lib/form-values.ts';
import { Field } from './field.tsx';

export interface PriceStepFieldsProps<Form extends FieldValues> {
  register: UseFormRegister<Form>;
  /** The form's array of steps (`tiers`, `ranges`) and the row. */
  name: string;
  index: number;
  /** The smallest minimum quantity a step may have. */
  smallest: number;
  labels: { minimumQuantity: string; price: string; discount: string };
  errorAt: (path: string) => string | undefined;
}

export function PriceStepFields<Form extends FieldValues>({
  register,
  name,
  index,
  smallest,
  labels,
  errorAt,
}: PriceStepFieldsProps<Form>) {
  const path = (field: string) => `${name}.${index}.${field}` as Path<Form>;
  return (
    <>
      <Field
        label={labels.minimumQuantity}
        type="number"
        min={smallest}
        step={1}
        error={errorAt(path('minimumQuantity'))}
        {...register(path('minimumQuantity'), { setValueAs: Number })}
      />
      <Field
        label={labels.price}
        type="number"
        min={0}
        step="0.01"
        error={errorAt(path('price')) ?? errorAt(`${name}.${index}`)}
        {...register(path('price'), { setValueAs: absentNumber })}
      />
      <Field
        label={labels.discount}
        type="number"
        min={0}
        max={99.99}
        step="0.01"
        error={errorAt(path('discountPercentage'))}
        {...register(path('discountPercentage'), { setValueAs: absentNumber })}
      />
    </>
  );
}
