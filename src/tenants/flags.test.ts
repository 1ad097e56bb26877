import { describe, expect, it } from 'vitest';
import { environmentsFor } from './families.ts';
import { loadTenants, resolveTenant } from './index.ts';
import type { ResolvedTenantConfig } from './resolve.ts';

const registry = loadTenants();
const resolved: ResolvedTenantConfig[] = [...registry.values()].flatMap((tenant) =>
  environmentsFor(tenant.family).map((environment) =>
    resolveTenant(registry, tenant.id, environment),
  ),
);

/** Every boolean in a config, by dotted path (features.bingo, tax.pricesIncludeTax, …). */
function booleans(value: unknown, prefix = ''): [string, boolean][] {
  if (typeof value === 'boolean') return [[prefix, value]];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    booleans(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const valuesByFlag = new Map<string, Set<boolean>>();
for (const config of resolved) {
  for (const [path, value] of booleans(config)) {
    valuesByFlag.set(path, (valuesByFlag.get(path) ?? new Set()).add(value));
  }
}

/** The boolean fields of SPEC.md §3 "Tenant (bottler) configuration". */
const SPEC_BOOLEAN_FIELDS = [
  'isPaymentLimitActive',
  'isComboServiceAvailable',
  'disableComboDiscountPercentage',
  'disableProductDiscountPercentage',
  'disableComboName',
  'unitCost',
  'suggestedSale',
  'useAPIEcommerceConfig',
  'accessEcommerceStandalone',
  'showCarouselOnlyOnHomePage',
  'showDeliveryOption',
  'showNotificationOption',
  'showDeliveryOptionRecurrent',
  'showDeliveryOptionScheduled',
  'isDeliveryAddressConfirmationActive',
  'isAllOrderTrackingEnabled',
  'skipPaymentLimitVerifyCheckout',
  'showRecurrentOrderCalendar',
  'showBottlerErrorsMsg',
  'showTaxWarningOnMonitor',
  'useAzureAPIManagement',
  'hasRecalculatePrice',
  'showBackToTopButton',
  'keepLoggedAfterCheckout',
  'showNPSAfterOrderComplete',
  'useCategoryIconsRevamped',
  'showPriceWithoutDiscount',
  'fontSizeOverride',
  'showBreadCrumbName',
  'showStepProgress',
  'showMinAndMaxOrderAmount',
  'showPaymentMode',
  'goToHomePage',
  'showOrderTrackingHeader',
  'showOpenInvoicesWarning',
  'showOrderDeliveryDate',
  'showOrderHistory',
  'showOrderTotal',
  'showOrderNumber',
];

describe('feature flags differ per tenant (PRODUCT.md "Tenants")', () => {
  it('every SPEC §3 boolean field is a boolean of the resolved config', () => {
    const missing = SPEC_BOOLEAN_FIELDS.filter((field) => !valuesByFlag.has(field));
    expect(missing).toEqual([]);
  });

  it.each([...valuesByFlag.keys()].sort())(
    '%s is on for some tenant and off for another',
    (flag) => {
      expect([...(valuesByFlag.get(flag) ?? [])].sort()).toEqual([false, true]);
    },
  );

  it('covers the per-feature switches too (features.*)', () => {
    const featureFlags = [...valuesByFlag.keys()].filter((flag) => flag.startsWith('features.'));
    expect(featureFlags).toHaveLength(15);
  });
});

/** Country calling codes of the tenants' markets. */
const CALLING_CODE: Record<number, string> = {
  1: '56',
  2: '55',
  3: '55',
  4: '55',
  5: '212',
  6: '52',
  7: '595',
  8: '55',
  9: '55',
  10: '52',
  11: '56',
  12: '52',
  13: '254',
  14: '66',
};

describe('contact and chat numbers use the country calling code (SPEC §9 contact phones)', () => {
  it.each([...registry.values()].map((tenant) => [tenant.id, tenant] as const))(
    'tenant %i',
    (id, tenant) => {
      const code = CALLING_CODE[id];
      expect(tenant.contactPhone.startsWith(`+${code} `)).toBe(true);
      if (tenant.whatsAppNumber !== undefined) {
        expect(tenant.whatsAppNumber.startsWith(`https://wa.me/${code}`)).toBe(true);
      } else {
        expect(tenant.chatAppUrl).toMatch(/^https:\/\/line\.me\//);
      }
    },
  );
});
