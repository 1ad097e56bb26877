/**
 * Credit limit (SPEC §5 "Credit limit"; §3 "creditLimit {creditLimitAccepted, isPaymentLimitActive,
 * isFinishOrderOverLimitAuthorized, limit}"; §6 "Paying over the limit depends on isFinishOrderOverLimitAuthorized").
 */
import { toCents } from './money.ts';

export type CreditLimitOutcome = 'ok' | 'needsAcceptance' | 'accepted' | 'blocked';

export interface CreditLimitInput {
  total: number;
  paymentLimit: number;
  isPaymentLimitActive: boolean;
  isFinishOrderOverLimitAuthorized: boolean;
  /** The acceptance checkbox is ticked. */
  accepted: boolean;
}

/** A payment limit applies when the tenant turns it on and the limit is above 0 (0 means "no limit known", SPEC §7 payment/limit returns 0 on failure). */
export function isOverPaymentLimit(
  total: number,
  paymentLimit: number,
  isPaymentLimitActive: boolean,
): boolean {
  return isPaymentLimitActive && paymentLimit > 0 && toCents(total) > toCents(paymentLimit);
}

/** Over the limit: authorised clients must tick acceptance; others are blocked (SPEC §5 credit limit). */
export function creditLimitOutcome(input: CreditLimitInput): CreditLimitOutcome {
  if (!isOverPaymentLimit(input.total, input.paymentLimit, input.isPaymentLimitActive)) return 'ok';
  if (!input.isFinishOrderOverLimitAuthorized) return 'blocked';
  return input.accepted ? 'accepted' : 'needsAcceptance';
}

/** Checkout may go on only when the outcome is ok or accepted (SPEC §4 monitor, §5 credit limit). */
export function creditLimitAllowsCheckout(outcome: CreditLimitOutcome): boolean {
  return outcome === 'ok' || outcome === 'accepted';
}
