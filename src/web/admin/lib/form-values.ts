/** How the console's number inputs become form values (an empty input is no value). */

/** An optional number that is stored as null when empty (`unitCost`, a combo's discount). */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** An optional number that is absent when empty (a tier's price or its discount). */
export const absentNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
