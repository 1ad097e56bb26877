/**
 * Deployment families, their environments and the two regional bottler lists
 * (SPEC.md §1 and §3, PRODUCT.md "Tenants").
 */

export const FAMILIES = ['latam', 'koboss', 'asia'] as const;
export type Family = (typeof FAMILIES)[number];

/** Every environment name any family uses. */
export const ENVIRONMENTS = ['test', 'homologation', 'dev', 'qa', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const ENVIRONMENTS_BY_FAMILY = {
  latam: ['test', 'homologation', 'production'],
  koboss: ['dev', 'qa', 'production'],
  asia: ['dev', 'qa', 'production'],
} as const satisfies Record<Family, readonly Environment[]>;

export type EnvironmentOf<F extends Family> = (typeof ENVIRONMENTS_BY_FAMILY)[F][number];

/** The environments a family deploys to: latam → test, homologation, production; koboss and asia → dev, qa, production. */
export function environmentsFor<F extends Family>(family: F): readonly EnvironmentOf<F>[] {
  return ENVIRONMENTS_BY_FAMILY[family];
}

/** Bottler ids of the LATAM regional group (SPEC.md §3). */
export const LATAM_BOTTLERS: readonly number[] = Object.freeze([1, 2, 7, 8, 12, 13]);

/** Bottler ids of the KOBOSS regional group: every other tenant (PRODUCT.md). */
export const KOBOSS_BOTTLERS: readonly number[] = Object.freeze([3, 4, 5, 6, 9, 10, 11, 14]);
