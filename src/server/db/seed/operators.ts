/**
 * The console's demo operators (issue 12): `admin@`, `sales@` and `finance@{bottler}.refill.test`
 * in every seeded tenant, and `platform@refill.test`, all with the demo password `Demo@2026`
 * (the hash made once per seed run, ./password.ts). Ids are derived from the email, so the rows
 * are the same on every run.
 */
import { createHash } from 'node:crypto';

export const DEMO_OPERATOR_ROLES = ['admin', 'sales', 'finance'] as const;
export const PLATFORM_DEMO_EMAIL = 'platform@refill.test';

export const demoOperatorEmail = (
  role: (typeof DEMO_OPERATOR_ROLES)[number],
  tenantId: number,
): string => `${role}@${tenantId}.refill.test`;

/** A stable UUID (version 4 layout) from a name. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`refill-demo-operator:${name}`).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface OperatorRow {
  id: string;
  tenant_id: number | null;
  email: string;
  role: string;
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

function row(tenantId: number | null, email: string, role: string, hash: string | null, now: Date) {
  return {
    id: stableUuid(email),
    tenant_id: tenantId,
    email,
    role,
    password_hash: hash,
    created_at: now,
    updated_at: now,
  } satisfies OperatorRow;
}

/** The tenants' demo operators and the platform one. */
export function demoOperators(
  tenantIds: readonly number[],
  passwordHash: string | null,
  now: Date,
): OperatorRow[] {
  return [
    ...tenantIds.flatMap((tenantId) =>
      DEMO_OPERATOR_ROLES.map((role) =>
        row(tenantId, demoOperatorEmail(role, tenantId), role, passwordHash, now),
      ),
    ),
    row(null, PLATFORM_DEMO_EMAIL, 'platform', passwordHash, now),
  ];
}
