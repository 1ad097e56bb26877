/**
 * Whether the demo seed ran on this database (its marker row in app_meta). Its own small module so
 * a restart checks it without loading the seed itself (its modules build every tenant's seed
 * profile when they load: issue 16's cold start).
 */
import type { Queryable } from '../types.ts';

export const demoSeedMarkerKey = 'demo_seed';

export async function demoSeeded(db: Queryable): Promise<boolean> {
  const marker = await db.query('select value from app_meta where key = $1', [demoSeedMarkerKey]);
  return marker.length > 0;
}
