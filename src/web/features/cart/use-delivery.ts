/**
 * The cart's delivery choice (SPEC §4 "Order type", §5 "Scheduled order", "Recurrent order",
 * "Products with a quantityLimit disable the scheduled and recurrent options"; §7
 * `scheduled/order/available/date/{period}`; §9 recurrent periods). Every rule is
 * src/domain/delivery.ts; this hook adds the tenant's switches, the available dates, the
 * validation toast and sessionStorage (a reload keeps the choice; logout clears it).
 * Also the notification opt-in shown instead of delivery options (SPEC §2 /cart, §7 optin calls).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useT } from '../../lib/use-t.ts';
import {
  deliveryOptionsDisabled,
  deliveryReducer,
  INITIAL_DELIVERY_STATE,
  recurrentDateWindow,
  RECURRENT_PERIODS,
  toIsoDate,
  validateDelivery,
  type DateWindow,
  type DeliveryAction,
  type DeliveryState,
  type DeliveryValidationCode,
} from '../../../domain/delivery.ts';
import type { CallResponse } from '../../../contract/index.ts';
import { isTimeout } from '../../components/query-state/query-view.tsx';
import { retryUnlessFinal } from '../../lib/api-error.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { apiClient } from '../../lib/api-client.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { isStringArray, readStoredDelivery, storeDelivery } from '../../lib/pending-order.ts';
import { OPT_IN_QUERY_KEY, optInStatusQuery, registerOptIn } from '../../lib/opt-in.ts';
import { useTenant } from '../../lib/tenant-context.tsx';

/** What the cart shows in the delivery slot (SPEC §2 /cart "delivery option or notification opt-in"). */
export type DeliveryMode = 'delivery' | 'optIn' | 'none';

export interface DeliveryOffer {
  mode: DeliveryMode;
  scheduled: boolean;
  recurrent: boolean;
  /** The recurrent start-date picker (showRecurrentOrderCalendar). */
  calendar: boolean;
  /** The tenant's periods among 15/30/45/60. */
  periods: number[];
  /** The period the available dates are fetched with: the last optional period (SPEC §7). */
  datesPeriod: number;
}

export interface AvailableDatesStatus {
  loading: boolean;
  /** The 20 s time-out fired (SPEC §8 no-response). */
  timedOut: boolean;
  failed: boolean;
  retry: () => void;
}

/** Available dates as sorted, de-duplicated ISO dates (SPEC §3 "digits extracted"). */
export function normaliseAvailableDates(dates: readonly string[]): string[] {
  return [...new Set(dates.map(toIsoDate).filter((d): d is string => d !== undefined))].sort();
}

const LONGEST_PERIOD: number = Math.max(...RECURRENT_PERIODS);

export function useDeliveryOffer(): DeliveryOffer {
  const tenant = useTenant();
  return useMemo(() => {
    const periods = tenant.recurrentOrderOptionalPeriods.length
      ? tenant.recurrentOrderOptionalPeriods
      : [...RECURRENT_PERIODS];
    const scheduled = tenant.showDeliveryOption && tenant.showDeliveryOptionScheduled;
    const recurrent = tenant.showDeliveryOption && tenant.showDeliveryOptionRecurrent;
    const mode: DeliveryMode =
      scheduled || recurrent
        ? 'delivery'
        : !tenant.showDeliveryOption && tenant.showNotificationOption
          ? 'optIn'
          : 'none';
    return {
      mode,
      scheduled,
      recurrent,
      calendar: recurrent && tenant.showRecurrentOrderCalendar,
      periods,
      datesPeriod: periods.at(-1) ?? LONGEST_PERIOD,
    };
  }, [tenant]);
}

export const AVAILABLE_DATES_QUERY_KEY = 'availableDates';

/** The translation key of a validation toast (SPEC §5). */
export const deliveryToastKey = (code: DeliveryValidationCode) =>
  `delivery.validation.${code}` as const;

export interface DeliveryHook {
  state: DeliveryState;
  dispatch: (action: DeliveryAction) => void;
  validation: ReturnType<typeof validateDelivery>;
  /** A cart product with a quantityLimit disables both options (SPEC §5). */
  disabled: boolean;
  /** Available dates, ISO `YYYY-MM-DD`, ascending. */
  availableDates: string[];
  offer: DeliveryOffer;
  recurrentWindow: DateWindow | undefined;
  dates: AvailableDatesStatus;
  /** For the confirm step: true when valid, else shows the SPEC §5 toast and returns false. */
  confirmOrToast: () => boolean;
}

export function useDelivery(): DeliveryHook {
  const t = useT();
  const offer = useDeliveryOffer();
  const cart = useCartItems();
  const disabled = deliveryOptionsDisabled(cart);
  const [state, dispatch] = useReducer(deliveryReducer, undefined, readStoredDelivery);

  // A choice the tenant does not offer, or one a quantity-limited cart forbids, is dropped.
  const allowed =
    state.orderType === '' ||
    (!disabled && (state.orderType === 'scheduledOrder' ? offer.scheduled : offer.recurrent));
  useEffect(() => {
    if (!allowed) dispatch({ type: 'reset' });
  }, [allowed]);
  useEffect(() => storeDelivery(state), [state]);

  const needsDates =
    state.orderType === 'scheduledOrder' ||
    (state.orderType === 'recurrentOrder' && offer.calendar);
  const query = useQuery({
    queryKey: [AVAILABLE_DATES_QUERY_KEY, offer.datesPeriod],
    queryFn: async ({ signal }) => {
      const body: CallResponse<'availableDates'> | undefined = await apiClient.call(
        'availableDates',
        { params: { period: offer.datesPeriod }, signal },
      );
      return normaliseAvailableDates(isStringArray(body) ? body : []);
    },
    retry: retryUnlessFinal,
    enabled: needsDates && allowed,
  });
  const availableDates = useMemo(() => query.data ?? [], [query.data]);

  // Stored dates that are no longer offered are dropped once the offer is known.
  const stale =
    query.data !== undefined && state.scheduledDates.some((date) => !availableDates.includes(date));
  useEffect(() => {
    if (stale) {
      dispatch({
        type: 'setScheduledDates',
        dates: state.scheduledDates.filter((date) => availableDates.includes(date)),
      });
    }
  }, [stale, state.scheduledDates, availableDates]);

  const recurrentWindow = useMemo(
    () => (offer.calendar ? recurrentDateWindow(availableDates, offer.periods) : undefined),
    [offer.calendar, offer.periods, availableDates],
  );
  const effective = allowed ? state : INITIAL_DELIVERY_STATE;
  const validation = useMemo(
    () =>
      validateDelivery(effective, {
        periods: offer.periods,
        availableDates: query.data,
        recurrentWindow,
      }),
    [effective, offer.periods, query.data, recurrentWindow],
  );

  const confirmOrToast = useCallback(() => {
    if (validation.ok) return true;
    showToast(t(deliveryToastKey(validation.code)), { tone: 'warning' });
    return false;
  }, [validation, t]);

  return {
    state: effective,
    dispatch,
    validation,
    disabled,
    availableDates,
    offer,
    recurrentWindow,
    dates: {
      loading: needsDates && query.isPending,
      timedOut: query.isError && isTimeout(query.error),
      failed: query.isError,
      retry: () => void query.refetch(),
    },
    confirmOrToast,
  };
}

/** Notification opt-in (SPEC §7 `optin/ecommerce`, `optin/register/ecommerce`): lib/opt-in.ts. */
export interface OptInHook {
  enabled: boolean | undefined;
  loading: boolean;
  saving: boolean;
  set: (on: boolean) => void;
}

export function useDeliveryOptIn(active: boolean): OptInHook {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(optInStatusQuery(active));
  const mutation = useMutation({
    mutationFn: registerOptIn,
    onSuccess: (on) => queryClient.setQueryData(OPT_IN_QUERY_KEY, on),
    onError: () => showToast(t('delivery.optIn.failed'), { tone: 'warning' }),
  });
  return {
    enabled: mutation.isPending ? mutation.variables : query.data,
    loading: query.isPending && active,
    saving: mutation.isPending,
    set: (on) => mutation.mutate(on),
  };
}
