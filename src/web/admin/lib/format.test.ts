import { describe, expect, it } from 'vitest';
import { formattersFor } from './format.ts';

describe("the console's dates", () => {
  it("shows an instant in the tenant's time zone, the one its date filters use, whatever the browser's", () => {
    // 22:17 UTC on 7 December is 01:17 on 8 December in Nairobi.
    const nairobi = formattersFor('en', 'en-KE', 'KES', 'Africa/Nairobi');
    expect(nairobi.dateTime('2026-12-07T22:17:00Z')).toBe('12/8/26, 1:17 AM');
    expect(nairobi.date('2026-12-07T22:17:00Z')).toBe('Dec 8, 2026');
    // 22:14 UTC is 19:14 in Asunción.
    const asuncion = formattersFor('es', 'es-PY', 'PYG', 'America/Asuncion');
    expect(asuncion.dateTime('2026-12-07T22:14:00Z')).toBe('7/12/26, 19:14');
  });

  it('keeps a calendar date (a delivery day) that day in every zone', () => {
    expect(formattersFor('en', 'en-KE', 'KES', 'Pacific/Kiritimati').date('2026-12-08')).toBe(
      'Dec 8, 2026',
    );
  });
});
