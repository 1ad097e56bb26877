/**
 * A tenant file that fails validation stops the server at start (ARCHITECTURE.md habit 7).
 * The message names the tenant, the field path and the problem, e.g.
 * `Tenant 7 (guarani-bebidas): field "recurrentOrderOptionalPeriods.0": expected one of 15, 30, 45, 60`.
 */
import type { z } from 'zod';

export interface TenantConfigProblem {
  /** Dotted path of the field, e.g. `menu.primary.2`; empty for the file as a whole. */
  field: string;
  problem: string;
}

export class TenantConfigError extends Error {
  override readonly name = 'TenantConfigError';
  readonly code = 'tenantConfigInvalid';
  /** What identifies the tenant in messages: `7 (guarani-bebidas)`. */
  readonly tenant: string;
  readonly problems: readonly TenantConfigProblem[];

  constructor(tenant: string, problems: readonly TenantConfigProblem[]) {
    const listed = problems
      .map(({ field, problem }) => (field === '' ? problem : `field "${field}": ${problem}`))
      .join('; ');
    super(`Tenant ${tenant}: ${listed}`);
    this.tenant = tenant;
    this.problems = problems;
  }
}

/** Asked for a tenant or environment that the registry does not hold. */
export class TenantNotFoundError extends Error {
  override readonly name = 'TenantNotFoundError';
  readonly code = 'tenantNotFound';
}

const showValue = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** One zod issue as operator-readable problems (an unknown-keys issue names each key). */
export function problemsOf(issue: z.core.$ZodIssue): TenantConfigProblem[] {
  const path = issue.path.map(String);
  const field = path.join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: [...path, key].join('.'),
        problem: 'unknown field (misspelt, or not part of the tenant configuration)',
      }));
    case 'invalid_value':
      return [{ field, problem: `expected one of ${issue.values.map(showValue).join(', ')}` }];
    case 'invalid_type':
      return [
        {
          field,
          problem: issue.message.endsWith('received undefined')
            ? `missing (expected ${issue.expected})`
            : issue.message.replace(/^Invalid input: /, ''),
        },
      ];
    default:
      return [{ field, problem: issue.message }];
  }
}
