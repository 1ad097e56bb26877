/**
 * The console's combos (issue 13; decision 061): the three kinds of SPEC §3 — family combos
 * (families with minimums), quantity combos (price ranges by minimum quantity) and generic combos
 * (products with quantities). Every operator reads; admins create and update. A combo is written
 * whole (its families, products and ranges replace the stored ones) with the `version` it read
 * (409 `staleVersion`, decision 040). The kind's rules (`domain/combo-rules.ts`) answer 400
 * `validation` with the field; a sku that is not one of the tenant's priced products answers 422
 * `referenceInvalid`. Shops read combos per request: the next `combo` call shows the change.
 */
import { z } from 'zod';
import { languageCodeSchema, pathInt, percentageSchema, skuSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { comboKindSchema } from '../entities.ts';
import { CALL_ROUTES } from '../paths.ts';
import { localizedTextSchema, ROLES_CATALOGUE_EDIT } from './admin-catalogue.ts';
import { adminMoneySchema } from './admin-common.ts';
import { bannerImageSchema } from './admin-content.ts';

const familyIdSchema = z.int().min(1).max(999);
const comboPercentage = percentageSchema
  .refine((value) => value > 0 && value < 100, { message: 'outOfRange' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'twoDecimals',
  });

export const adminComboFamilySchema = z.strictObject({
  familyId: familyIdSchema,
  names: localizedTextSchema,
  minimum: z.int().min(1).max(9999),
});

export const adminComboProductSchema = z.strictObject({
  sku: skuSchema,
  /** The product's family (family combos only; null otherwise). */
  familyId: familyIdSchema.nullable(),
  /** Units of the product in the combo (generic combos; 1 for the other kinds). */
  quantity: z.int().min(1).max(9999),
});

export const adminComboRangeSchema = z.strictObject({
  minimumQuantity: z.int().min(1).max(9999),
  price: adminMoneySchema.optional(),
  discountPercentage: comboPercentage.optional(),
});

const comboFields = {
  kind: comboKindSchema,
  names: localizedTextSchema,
  descriptions: z.partialRecord(languageCodeSchema, z.string().trim().max(500)),
  image: bannerImageSchema.nullable(),
  /** A percentage off the whole combo (shown unless the tenant disables combo percentages). */
  discountPercentage: comboPercentage.nullable(),
  active: z.boolean(),
  families: z.array(adminComboFamilySchema).max(20),
  products: z.array(adminComboProductSchema).max(200),
  ranges: z.array(adminComboRangeSchema).max(20),
};

export const adminComboCreateSchema = z.strictObject(comboFields);
export const adminComboUpdateSchema = z.strictObject({
  ...comboFields,
  version: z.int().min(1).max(2_147_483_647),
});
export type AdminComboCreate = z.infer<typeof adminComboCreateSchema>;
export type AdminComboUpdate = z.infer<typeof adminComboUpdateSchema>;

export const adminComboSchema = z.object({
  id: z.int(),
  ...comboFields,
  version: z.int(),
});
export type AdminCombo = z.infer<typeof adminComboSchema>;

export const adminComboSummarySchema = z.object({
  id: z.int(),
  kind: comboKindSchema,
  name: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  productCount: z.int(),
});
export type AdminComboSummary = z.infer<typeof adminComboSummarySchema>;

const comboParams = z.strictObject({ id: pathInt(1, 2_147_483_647) });

const comboExample: AdminComboCreate = {
  kind: 'quantity',
  names: { pt: 'Leve mais, pague menos', es: 'Lleve más, pague menos' },
  descriptions: { pt: 'A partir de 12 latas' },
  image: null,
  discountPercentage: null,
  active: true,
  families: [],
  products: [
    { sku: '101109', familyId: null, quantity: 1 },
    { sku: '105105', familyId: null, quantity: 1 },
  ],
  ranges: [
    { minimumQuantity: 12, discountPercentage: 5 },
    { minimumQuantity: 24, price: 2.89 },
  ],
};

export const adminCombos = defineCall({
  ...CALL_ROUTES.adminCombos,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's combos, active or not, by id",
  response: { 200: z.object({ items: z.array(adminComboSummarySchema).max(1000) }) },
});

export const adminCombo = defineCall({
  ...CALL_ROUTES.adminCombo,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'One combo with its families, products and price ranges',
  params: comboParams,
  response: { 200: adminComboSchema, ...errorResponses(404) },
});

export const adminCreateCombo = defineCall({
  ...CALL_ROUTES.adminCreateCombo,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Creates a combo of one of the three kinds',
  bodyExample: comboExample,
  body: adminComboCreateSchema,
  response: { 200: adminComboSchema, ...errorResponses(422) },
});

export const adminUpdateCombo = defineCall({
  ...CALL_ROUTES.adminUpdateCombo,
  auth: 'operatorSession',
  roles: ROLES_CATALOGUE_EDIT,
  area: 'admin',
  origin: 'added',
  summary: 'Replaces a combo whole (409 staleVersion when someone saved since it was read)',
  params: comboParams,
  bodyExample: { ...comboExample, version: 1 },
  body: adminComboUpdateSchema,
  response: { 200: adminComboSchema, ...errorResponses(404, 409, 422) },
});
