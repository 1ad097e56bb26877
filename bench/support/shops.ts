/** The shops the create benchmark orders for: copies of demo shop 1001 of tenant 2. */
export const BENCH_SHOPS = 100;
export const benchShopId = (index: number) => `bench-shop-${String(index + 1).padStart(3, '0')}`;
