/**
 * The status steps of an order (SPEC §4 "Order tracking steps"): the tenant's steps as an ordered
 * list, the steps before the current one done, the current one marked with aria-current="step";
 * a cancelled order shows only received → cancelled. State is given as text and shape, not colour.
 */
import { useT } from '../../lib/use-t.ts';
import { currentTrackingStep, visibleSteps, type TrackedOrder } from '../../../domain/tracking.ts';
import styles from './tracking.module.css';

export type StepState = 'done' | 'current' | 'pending';

const STEP_KEYS = {
  orderPlaced: 'tracking.steps.orderPlaced',
  financialAnalysis: 'tracking.steps.financialAnalysis',
  picking: 'tracking.steps.picking',
  delivering: 'tracking.steps.delivering',
  delivered: 'tracking.steps.delivered',
  cancelled: 'tracking.steps.cancelled',
} as const;

type KnownStep = keyof typeof STEP_KEYS;
const isKnownStep = (step: string): step is KnownStep => Object.hasOwn(STEP_KEYS, step);

/**
 * Each shown step with its state. `currentTrackingStep` gives the index the order is at; the full
 * count means every step is done, and then the last one is where the order is.
 */
export function stepStates(
  order: TrackedOrder,
  steps: readonly string[],
): { step: string; state: StepState }[] {
  const shown = visibleSteps(order, steps);
  const current = Math.min(currentTrackingStep(order, steps), shown.length - 1);
  return shown.map((step, index) => ({
    step,
    state: index < current ? 'done' : index === current ? 'current' : 'pending',
  }));
}

function StepIcon({ state, cancelled }: { state: StepState; cancelled: boolean }) {
  if (cancelled) {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="m8 8 8 8M16 8l-8 8" stroke="#fff" strokeWidth="2.5" fill="none" />
      </svg>
    );
  }
  if (state === 'pending') {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="m7 12.5 3.2 3.2L17 9" stroke="#fff" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

export function OrderSteps({ order, steps }: { order: TrackedOrder; steps: readonly string[] }) {
  const t = useT();
  return (
    <ol className={styles.steps} aria-label={t('tracking.steps.label')}>
      {stepStates(order, steps).map(({ step, state }) => (
        <li
          key={step}
          className={styles.step}
          data-state={state}
          data-step={step}
          aria-current={state === 'current' ? 'step' : undefined}
        >
          <StepIcon state={state} cancelled={step === 'cancelled'} />
          <span>{isKnownStep(step) ? t(STEP_KEYS[step]) : step}</span>
          <span className="visually-hidden">{t(`tracking.stepState.${state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
