/**
 * A screen's filters kept in the address (`?status=BLOCKED&from=…`): shareable, kept on reload and
 * on the back button. Empty values are dropped.
 */
import { useSearchParams } from 'react-router';

export function useSearchFilters<K extends string>(
  keys: readonly K[],
): [Partial<Record<K, string>>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const set = (next: Partial<Record<K, string>>) => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = next[key]?.trim();
      if (value) out.set(key, value);
    }
    setParams(out, { replace: true });
  };
  return [values, set];
}
