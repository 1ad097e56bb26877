/**
 * The cart's delivery options (SPEC §2 /cart, §4 "Order type", §5 scheduled / recurrent rules), or
 * the notification opt-in where the tenant shows that instead. Native checkboxes, radios and date
 * inputs in fieldsets with legends, and the scheduled dates on a month calendar
 * (scheduled-calendar.tsx): keyboard and screen-reader friendly.
 */
import { lazy, Suspense, useId, useMemo } from 'react';
import { directionFor } from '../../../domain/locale.ts';
import { useCurrentLanguage } from '../../lib/current-language.ts';
import { useShownLocale } from '../../lib/shown-locale.ts';
import { useT } from '../../lib/use-t.ts';
import type { DeliveryOption } from '../../../domain/delivery.ts';
import { useTenantDates } from '../../lib/use-tenant-dates.ts';
import styles from './delivery-options.module.css';
import { useDeliveryOptIn, type useDelivery } from './use-delivery.ts';

type Delivery = ReturnType<typeof useDelivery>;

function useDayLabel(): (date: string) => string {
  const { locale } = useTenantDates();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);
}

function OptionToggle({
  delivery,
  option,
  label,
}: {
  delivery: Delivery;
  option: DeliveryOption;
  label: string;
}) {
  const { state, dispatch, disabled } = delivery;
  const otherChosen = state.orderType !== '' && state.orderType !== option;
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={state.orderType === option}
        disabled={disabled || otherChosen}
        onChange={() => dispatch({ type: 'toggle', option })}
      />
      <span>{label}</span>
    </label>
  );
}

function DatesStatus({ delivery, empty }: { delivery: Delivery; empty: string }) {
  const t = useT();
  const { dates } = delivery;
  if (dates.loading) {
    return (
      <p className={styles.hint} role="status">
        {t('delivery.loadingDates')}
      </p>
    );
  }
  if (dates.timedOut) {
    return (
      <div className={styles.hint} role="alert">
        <p>{t('noResponse.text')}</p>
        <button type="button" className={styles.retry} onClick={dates.retry}>
          {t('noResponse.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.hint} role="status">
      {empty}
    </p>
  );
}

/** The calendar of scheduled dates: its own chunk, asked for when the shop picks scheduling. */
const ScheduledCalendar = lazy(() => import('./scheduled-calendar.tsx'));

function ScheduledDates({ delivery }: { delivery: Delivery }) {
  const t = useT();
  const dayLabel = useDayLabel();
  const { locale: dateLocale } = useTenantDates();
  // The shown language's own locale where the tenant has one (ar-MA for tenant 5's Arabic): its
  // region decides the week's first day (Monday in Morocco; plain 'ar' would say Saturday).
  const locale = useShownLocale() ?? dateLocale;
  const language = useCurrentLanguage();
  const legendId = useId();
  const { state, dispatch, availableDates } = delivery;
  const labels = useMemo(
    () => ({
      previousMonth: t('delivery.scheduled.previousMonth'),
      nextMonth: t('delivery.scheduled.nextMonth'),
      months: t('delivery.scheduled.months'),
    }),
    [t],
  );
  if (availableDates.length === 0) {
    return <DatesStatus delivery={delivery} empty={t('delivery.scheduled.noDates')} />;
  }
  const chosen = state.scheduledDates;
  return (
    <div role="group" aria-labelledby={legendId} className={styles.calendarGroup}>
      <p id={legendId} className={styles.legend}>
        {t('delivery.scheduled.datesLegend')}
      </p>
      <Suspense
        fallback={
          <p className={styles.hint} role="status">
            {t('delivery.loadingDates')}
          </p>
        }
      >
        <ScheduledCalendar
          available={availableDates}
          chosen={chosen}
          onChange={(dates) => dispatch({ type: 'setScheduledDates', dates })}
          locale={locale}
          lang={language}
          dir={directionFor(language)}
          labels={labels}
        />
      </Suspense>
      <p className={styles.chosen} aria-live="polite">
        {chosen.length === 0
          ? t('delivery.scheduled.noneChosen')
          : t('delivery.scheduled.chosen', {
              count: chosen.length,
              dates: chosen.map(dayLabel).join(' · '),
            })}
      </p>
    </div>
  );
}

function RecurrentChoice({ delivery }: { delivery: Delivery }) {
  const t = useT();
  const id = useId();
  const { state, dispatch, offer, recurrentWindow } = delivery;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('delivery.recurrent.periodLegend')}</legend>
        <ul className={styles.choices}>
          {offer.periods.map((days) => (
            <li key={days}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={days}
                  checked={state.recurrentPeriod === days}
                  onChange={() => dispatch({ type: 'setRecurrentPeriod', period: days })}
                />
                <span>{t('delivery.recurrent.every', { count: days })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {offer.calendar &&
        (recurrentWindow ? (
          <div className={styles.group}>
            <label htmlFor={`${id}-start`} className={styles.dateLabel}>
              {t('delivery.recurrent.startDate')}
            </label>
            <input
              id={`${id}-start`}
              className={styles.dateInput}
              type="date"
              min={recurrentWindow.from}
              max={recurrentWindow.to}
              value={state.recurrentStartDate ?? ''}
              onChange={(event) =>
                dispatch({
                  type: 'setRecurrentStartDate',
                  date: event.target.value === '' ? undefined : event.target.value,
                })
              }
            />
          </div>
        ) : (
          <DatesStatus delivery={delivery} empty={t('delivery.recurrent.noCalendar')} />
        ))}
    </>
  );
}

function NotificationOptIn() {
  const t = useT();
  const optIn = useDeliveryOptIn(true);
  const hintId = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className={styles.title}>
        {t('delivery.optIn.title')}
      </h2>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={optIn.enabled === true}
          disabled={optIn.loading || optIn.saving}
          aria-describedby={hintId}
          onChange={(event) => optIn.set(event.target.checked)}
        />
        <span>{t('delivery.optIn.label')}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {t('delivery.optIn.hint')}
      </p>
    </section>
  );
}

export function DeliveryOptions({ delivery }: { delivery: Delivery }) {
  const t = useT();
  const titleId = useId();
  const { offer, state, disabled } = delivery;
  if (offer.mode === 'optIn') return <NotificationOptIn />;
  if (offer.mode === 'none') return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('delivery.title')}
      </h2>
      {disabled && (
        <p className={styles.notice}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16v1" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{t('delivery.quantityLimit')}</span>
        </p>
      )}
      {offer.scheduled && (
        <div className={styles.option}>
          <OptionToggle
            delivery={delivery}
            option="scheduledOrder"
            label={t('delivery.scheduled.label')}
          />
          {state.orderType === 'scheduledOrder' && <ScheduledDates delivery={delivery} />}
        </div>
      )}
      {offer.recurrent && (
        <div className={styles.option}>
          <OptionToggle
            delivery={delivery}
            option="recurrentOrder"
            label={t('delivery.recurrent.label')}
          />
          {state.orderType === 'recurrentOrder' && <RecurrentChoice delivery={delivery} />}
        </div>
      )}
    </section>
  );
}
