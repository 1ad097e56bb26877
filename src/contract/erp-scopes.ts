/**
 * What an ERP API key may do (issue 13; decision 044). A key carries one or more scopes; each ERP
 * call declares the scope it needs (`scopes` in its descriptor). `catalogue` and `prices` are for
 * the product and price bulk calls wired to the catalogue-bulk core.
 */
export const ERP_SCOPES = ['catalogue', 'prices', 'clients', 'invoices', 'orders'] as const;
export type ErpScope = (typeof ERP_SCOPES)[number];

/** The key's text: `rk_<key id, 32 hex>_<secret, 43 base64url>`; only its hash is stored. */
export const ERP_KEY_PATTERN = /^rk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
