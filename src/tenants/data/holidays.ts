/**
 * National public holidays by country, on which no bottler delivers: one list per country, shared
 * by its bottlers' delivery calendars (a bottler's own closing days can be added in its file).
 * The delivery pickers look up to 60 days ahead (the longest recurrent period), so each list must
 * reach at least that far past today: add the next year's dates before November.
 */
export const NATIONAL_HOLIDAYS = {
  brazil: [
    ...[
      '01-01',
      '04-03',
      '04-21',
      '05-01',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
    ].map((day) => `2026-${day}`),
    // Good Friday moves with Easter (2027-03-28).
    ...[
      '01-01',
      '03-26',
      '04-21',
      '05-01',
      '09-07',
      '10-12',
      '11-02',
      '11-15',
      '11-20',
      '12-25',
    ].map((day) => `2027-${day}`),
  ],
  chile: [
    ...['01-01', '04-03', '05-01', '05-21', '09-18', '09-19', '12-25'].map((day) => `2026-${day}`),
    ...['01-01', '03-26', '05-01', '05-21', '09-18', '09-19', '12-25'].map((day) => `2027-${day}`),
  ],
  mexico: [
    // Constitution, Juárez and Revolution days fall on the first, third and third Monday.
    ...['01-01', '02-02', '03-16', '05-01', '09-16', '11-16', '12-25'].map((day) => `2026-${day}`),
    ...['01-01', '02-01', '03-15', '05-01', '09-16', '11-15', '12-25'].map((day) => `2027-${day}`),
  ],
  paraguay: [2026, 2027].flatMap((year) =>
    ['01-01', '03-01', '05-01', '05-14', '05-15', '08-15', '12-25'].map((day) => `${year}-${day}`),
  ),
  kenya: [2026, 2027].flatMap((year) =>
    ['01-01', '05-01', '06-01', '10-20', '12-12', '12-25', '12-26'].map((day) => `${year}-${day}`),
  ),
  thailand: [2026, 2027].flatMap((year) =>
    [
      '01-01',
      '04-06',
      '04-13',
      '04-14',
      '04-15',
      '05-01',
      '07-28',
      '08-12',
      '10-13',
      '12-05',
      '12-10',
      '12-31',
    ].map((day) => `${year}-${day}`),
  ),
  morocco: [2026, 2027].flatMap((year) =>
    ['01-01', '01-11', '05-01', '07-30', '08-14', '11-06', '11-18'].map((day) => `${year}-${day}`),
  ),
} satisfies Record<string, readonly string[]>;
