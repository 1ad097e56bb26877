/**
 * NPS survey rules (SPEC.md §4 "Survey (NPS)", §5 "Survey", §9 "NPS").
 */

/** SPEC §9: asked every 2nd order by default (a bottler may set N via showNPSEveryNOrder). */
export const NPS_DEFAULT_EVERY_N_ORDERS = 2;
/** SPEC §5/§9: at least 15 days since the last survey. */
export const NPS_MIN_DAYS_BETWEEN = 15;
/** SPEC §9: score 0 to 10. */
export const NPS_MIN_SCORE = 0;
export const NPS_MAX_SCORE = 10;
/** SPEC §4: a score of 6 or less opens the feedback form. */
export const NPS_FEEDBACK_MAX_SCORE = 6;

const DAY_MS = 86_400_000;

export interface NpsAskInput {
  /** Orders the client has placed, including the one just completed. */
  ordersCount: number;
  /** The tenant's showNPSEveryNOrder; missing or not a positive integer → the default 2. */
  everyN?: number | null;
  /** When the client last answered the survey; null/undefined when never. */
  lastAnsweredAt?: Date | null;
  now: Date;
}

/** SPEC §5: ask every N orders, and only if 15 days or more have passed since the last answer. */
export function shouldAskNps({ ordersCount, everyN, lastAnsweredAt, now }: NpsAskInput): boolean {
  const n =
    typeof everyN === 'number' && Number.isInteger(everyN) && everyN > 0
      ? everyN
      : NPS_DEFAULT_EVERY_N_ORDERS;
  if (!Number.isInteger(ordersCount) || ordersCount <= 0 || ordersCount % n !== 0) return false;
  if (lastAnsweredAt == null) return true;
  return now.getTime() - lastAnsweredAt.getTime() >= NPS_MIN_DAYS_BETWEEN * DAY_MS;
}

/** SPEC §9: a score is an integer from 0 to 10. */
export function npsScoreValid(score: unknown): score is number {
  return (
    typeof score === 'number' &&
    Number.isInteger(score) &&
    score >= NPS_MIN_SCORE &&
    score <= NPS_MAX_SCORE
  );
}

/** SPEC §4: 6 or less opens a feedback form; higher thanks the user. */
export function npsFollowUp(score: number): 'feedback' | 'thanks' {
  return score <= NPS_FEEDBACK_MAX_SCORE ? 'feedback' : 'thanks';
}
