/**
 * The console's operator roles (issue 12): admin, sales, finance of one tenant, and platform
 * (every tenant, one selected at a time).
 */
export const OPERATOR_ROLES = ['admin', 'sales', 'finance', 'platform'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
