/**
 * A tenant file as it is validated at start: every field (./schema.ts), then the checks across
 * fields (./consistency.ts). Composed here so that the schema and the checks, which read the
 * schema's types, do not import each other.
 */
import { checkTenantConsistency } from './consistency.ts';
import { tenantFieldsSchema } from './schema.ts';

export const tenantFileSchema = tenantFieldsSchema.superRefine(checkTenantConsistency);
