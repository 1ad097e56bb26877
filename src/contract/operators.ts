/**
 * The console's operator roles (issue 12), without zod: the web app may import this file as a
 * value. 'platform' runs the deployment: it may make every console call for the tenant it has
 * currently selected, whatever a call's `roles` list says.
 */
export const OPERATOR_ROLES = ['admin', 'sales', 'finance', 'platform'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Roles that belong to one tenant (platform belongs to none). */
export const TENANT_OPERATOR_ROLES = [
  'admin',
  'sales',
  'finance',
] as const satisfies readonly OperatorRole[];
export type TenantOperatorRole = (typeof TENANT_OPERATOR_ROLES)[number];

/** May this role make a call declared with `roles` (absent = every role)? */
export function roleAllowed(
  role: OperatorRole,
  roles: readonly OperatorRole[] | undefined,
): boolean {
  return role === 'platform' || roles === undefined || roles.includes(role);
}
