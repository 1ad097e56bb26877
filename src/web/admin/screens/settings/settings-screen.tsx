/**
 * The tenant's settings (issue 13, settings; decision 058): the customer features of SPEC §1, the
 * three menus and the ecommerce-config switch, and the delivery calendar's own closures and extra
 * delivery days, in the environment this deployment serves. What differs from the tenant file is
 * marked; "use the file's values" puts the defaults back. Admins save (the server validates with
 * the tenant schema and answers the fields to fix) and restore an earlier value from the list of
 * changes in one click; others read.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  SETTINGS_FEATURES,
  type AdminTenantSettings,
  type TenantSettings,
} from '../../../../contract/index.ts';
import { TENANT_MENU_ENTRIES, type TenantMenuEntry } from '../../../../domain/navigation.ts';
import { ErrorAlert, Loading, Page } from '../../components/bits.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useT, type AdminKey } from '../../lib/console-i18n.ts';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { MENU_ENTRY_FEATURE } from '../../../../tenants/features.ts';

type Feature = (typeof SETTINGS_FEATURES)[number];
type MenuName = keyof TenantSettings['menu'];
type DayList = keyof TenantSettings['calendar'];

const QUERY_KEY = ['adminTenantSettings'];
const MENUS: readonly MenuName[] = ['primary', 'secondary', 'fixed'];
const DAY_LISTS: readonly DayList[] = ['closures', 'extraDeliveryDays'];

/**
 * `feature` switched. Off takes the entries that need it out of every menu. On puts back those of
 * the first of `sources` that has any (the menus as loaded, then the tenant file's), where they
 * were: switching a feature off and on again no longer leaves it out of every menu.
 */
export function withFeature(
  settings: TenantSettings,
  feature: Feature,
  on: boolean,
  sources: readonly TenantSettings['menu'][],
): TenantSettings {
  const needs = (entry: TenantMenuEntry) => MENU_ENTRY_FEATURE[entry] === feature;
  const source = sources.find((menus) => MENUS.some((menu) => menus[menu].some(needs)));
  const switched = (menu: MenuName): TenantMenuEntry[] => {
    const current = settings.menu[menu];
    if (on && current.some(needs)) return current;
    const list = current.filter((entry) => !needs(entry));
    if (on && source) {
      source[menu].forEach((entry, index) => {
        if (needs(entry)) list.splice(Math.min(index, list.length), 0, entry);
      });
    }
    return list;
  };
  return {
    ...settings,
    features: { ...settings.features, [feature]: on },
    menu: {
      primary: switched('primary'),
      secondary: switched('secondary'),
      fixed: switched('fixed'),
    },
  };
}

/** `entry` in or out of `menu`; a new entry goes last. */
function withEntry(
  settings: TenantSettings,
  menu: MenuName,
  entry: TenantMenuEntry,
  on: boolean,
): TenantSettings {
  const list = settings.menu[menu].filter((item) => item !== entry);
  return { ...settings, menu: { ...settings.menu, [menu]: on ? [...list, entry] : list } };
}

/** A label for a settings path the server named (`features.bingo`, `menu.primary.2`…). */
function pathLabel(
  t: (key: AdminKey, options?: Record<string, unknown>) => string,
  path: string,
  settings: TenantSettings,
): string {
  const [head, name, index] = path.split('.');
  if (head === 'features' && name) return t(`settings.features.${name as Feature}`);
  if (head === 'menu' && name === undefined) return t('settings.menusTitle');
  if (head === 'menu' && name && (MENUS as readonly string[]).includes(name)) {
    const entry = settings.menu[name as MenuName][Number(index)];
    const menu = t(`settings.menus.${name as MenuName}`);
    return entry ? `${menu}: ${t(`settings.entries.${entry}`)}` : menu;
  }
  if (head === 'calendar' && name && (DAY_LISTS as readonly string[]).includes(name)) {
    const day = settings.calendar[name as DayList][Number(index)];
    const list = t(`settings.calendar.${name as DayList}`);
    return day ? `${list}: ${day}` : list;
  }
  if (head === 'useAPIEcommerceConfig') return t('settings.ecommerceConfig');
  return t('settings.title');
}

const PROBLEM_CODES = [
  'featureOff',
  'needsEcommerceConfig',
  'duplicate',
  'alsoClosed',
  'notADeliveryWeekday',
  'notClosed',
] as const;

function Problems({ error, settings }: { error: unknown; settings: TenantSettings }) {
  const { t } = useT();
  const fields = error instanceof ApiError ? (error.fields ?? []) : [];
  if (fields.length === 0) return <ErrorAlert error={error} />;
  return (
    <div role="alert" className="alert alert-error">
      <p>{t('settings.problemsTitle')}</p>
      <ul>
        {fields.map((field) => {
          const code = (PROBLEM_CODES as readonly string[]).includes(field.code)
            ? (field.code as (typeof PROBLEM_CODES)[number])
            : 'invalid';
          return (
            <li key={`${field.path}-${field.code}`}>
              {pathLabel(t, field.path, settings)} — {t(`settings.problems.${code}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DayListEditor({
  list,
  days,
  readOnly,
  onChange,
}: {
  list: DayList;
  days: readonly string[];
  readOnly: boolean;
  onChange: (days: string[]) => void;
}) {
  const { t } = useT();
  const { date } = useFormat();
  const [day, setDay] = useState('');
  const inputId = `settings-${list}-day`;
  return (
    <fieldset className="settings-group">
      <legend>{t(`settings.calendar.${list}`)}</legend>
      <p className="muted">{t(`settings.calendar.${list}Hint`)}</p>
      {days.length === 0 ? <p>{t('common.none')}</p> : null}
      <ul className="settings-days">
        {days.map((item) => (
          <li key={item}>
            <time dateTime={item}>{date(item)}</time>
            {readOnly ? null : (
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={t('settings.calendar.removeDay', { day: date(item) })}
                onClick={() => onChange(days.filter((other) => other !== item))}
              >
                {t('settings.calendar.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="settings-add-day">
          <label htmlFor={inputId}>{t('settings.calendar.day')}</label>
          <input
            id={inputId}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
          <button
            type="button"
            className="button button-small"
            disabled={day === '' || days.includes(day)}
            onClick={() => {
              onChange([...days, day].sort());
              setDay('');
            }}
          >
            {t(`settings.calendar.add.${list}`)}
          </button>
        </div>
      )}
    </fieldset>
  );
}

function History({
  data,
  canEdit,
  onRestore,
  busy,
}: {
  data: AdminTenantSettings;
  canEdit: boolean;
  onRestore: (auditId: string) => void;
  busy: boolean;
}) {
  const { t } = useT();
  const { dateTime } = useFormat();
  const changedLabel = (path: string) => pathLabel(t, path, data.settings);
  return (
    <section className="card" aria-labelledby="settings-history">
      <h2 id="settings-history">{t('settings.history')}</h2>
      <p className="muted">{t('settings.historyHint')}</p>
      {data.history.length === 0 ? <p>{t('common.none')}</p> : null}
      <ul className="settings-history">
        {data.history.map((entry) => (
          <li key={entry.auditId}>
            <p>
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              {' · '}
              <bdi>{entry.operatorEmail ?? t('settings.system')}</bdi>
              {' · '}
              {t(`settings.actions.${entry.action === 'settings.restore' ? 'restore' : 'update'}`)}
            </p>
            <p className="muted">{entry.changed.map(changedLabel).join(', ') || '—'}</p>
            {canEdit ? (
              <button
                type="button"
                className="button button-small button-secondary"
                disabled={busy}
                aria-label={t('settings.restoreOf', { at: dateTime(entry.at) })}
                onClick={() => onRestore(entry.auditId)}
              >
                {t('settings.restore')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SettingsScreen() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const canEdit = useCan()('adminUpdateTenantSettings');
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => consoleApi.call('adminTenantSettings', { signal }),
  });
  const [draft, setDraft] = useState<TenantSettings | undefined>();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data) setDraft(query.data.settings);
  }, [query.data]);
  const onSaved = (answer: AdminTenantSettings) => {
    queryClient.setQueryData(QUERY_KEY, answer);
    setDraft(answer.settings);
    setSaved(true);
  };
  const save = useMutation({
    mutationFn: (input: { version: number; settings: TenantSettings }) =>
      consoleApi.call('adminUpdateTenantSettings', { body: input }),
    onSuccess: onSaved,
  });
  const restore = useMutation({
    mutationFn: (input: { version: number; auditId: string }) =>
      consoleApi.call('adminRestoreTenantSettings', { body: input }),
    onSuccess: onSaved,
  });
  const data = query.data;
  const edit = (next: TenantSettings) => {
    setSaved(false);
    setDraft(next);
  };
  if (query.isPending || !data || !draft) {
    return (
      <Page title={t('settings.title')}>
        <ErrorAlert error={query.error} />
        {query.error ? null : <Loading />}
      </Page>
    );
  }
  const readOnly = !canEdit;
  const changed = (path: string) =>
    path.startsWith('menu')
      ? JSON.stringify(draft.menu) !== JSON.stringify(data.file.menu)
      : path === 'useAPIEcommerceConfig'
        ? draft.useAPIEcommerceConfig !== data.file.useAPIEcommerceConfig
        : draft.features[path.slice('features.'.length) as Feature] !==
          data.file.features[path.slice('features.'.length) as Feature];
  const mark = (path: string) =>
    changed(path) ? <span className="badge settings-changed">{t('settings.changed')}</span> : null;
  return (
    <Page title={t('settings.title')}>
      <p>{t('settings.intro', { environment: data.environment })}</p>
      {readOnly ? <p className="muted">{t('settings.readOnly')}</p> : null}
      <form
        noValidate
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) save.mutate({ version: data.version, settings: draft });
        }}
      >
        <fieldset className="card settings-group" disabled={readOnly}>
          <legend>{t('settings.featuresTitle')}</legend>
          <p className="muted">{t('settings.featuresHint')}</p>
          {SETTINGS_FEATURES.map((feature) => (
            <label key={feature} className="check">
              <input
                type="checkbox"
                checked={draft.features[feature]}
                onChange={(event) =>
                  edit(
                    withFeature(draft, feature, event.target.checked, [
                      data.settings.menu,
                      data.file.menu,
                    ]),
                  )
                }
              />
              {t(`settings.features.${feature}`)} {mark(`features.${feature}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="card settings-group" disabled={readOnly}>
          <legend>
            {t('settings.menusTitle')} {mark('menu')}
          </legend>
          <p className="muted">{t('settings.menusHint')}</p>
          {MENUS.map((menu) => (
            <fieldset key={menu} className="settings-menu">
              <legend>{t(`settings.menus.${menu}`)}</legend>
              {TENANT_MENU_ENTRIES.map((entry) => {
                const feature = MENU_ENTRY_FEATURE[entry];
                const off = feature !== undefined && !draft.features[feature];
                return (
                  <label key={entry} className="check">
                    <input
                      type="checkbox"
                      checked={draft.menu[menu].includes(entry)}
                      disabled={off && !draft.menu[menu].includes(entry)}
                      onChange={(event) =>
                        edit(withEntry(draft, menu, entry, event.target.checked))
                      }
                    />
                    {t(`settings.entries.${entry}`)}
                  </label>
                );
              })}
            </fieldset>
          ))}
          <label className="check">
            <input
              type="checkbox"
              checked={draft.useAPIEcommerceConfig}
              onChange={(event) => edit({ ...draft, useAPIEcommerceConfig: event.target.checked })}
            />
            {t('settings.ecommerceConfig')} {mark('useAPIEcommerceConfig')}
          </label>
        </fieldset>
        <section className="card" aria-labelledby="settings-calendar">
          <h2 id="settings-calendar">{t('settings.calendar.title')}</h2>
          <p className="muted">{t('settings.calendar.hint')}</p>
          {DAY_LISTS.map((list) => (
            <DayListEditor
              key={list}
              list={list}
              days={draft.calendar[list]}
              readOnly={readOnly}
              onChange={(days) => edit({ ...draft, calendar: { ...draft.calendar, [list]: days } })}
            />
          ))}
        </section>
        {readOnly ? null : (
          <div className="form-actions">
            <button type="submit" className="button" disabled={save.isPending}>
              {t('settings.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => edit(data.file)}
            >
              {t('settings.useFile')}
            </button>
          </div>
        )}
        {saved ? (
          <p role="status" className="alert alert-success">
            {t('settings.saved')}
          </p>
        ) : null}
        <Problems error={save.error} settings={draft} />
      </form>
      <ErrorAlert error={restore.error} />
      <History
        data={data}
        canEdit={canEdit}
        busy={restore.isPending}
        onRestore={(auditId) => restore.mutate({ version: data.version, auditId })}
      />
    </Page>
  );
}
