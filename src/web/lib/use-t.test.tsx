import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_ANSWERS, rememberingT, useI18nLanguage, useT, type T } from './use-t.ts';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'pt',
    resources: {
      pt: { translation: { 'tile.mustStock': 'Obrigatório' } },
      en: { translation: { 'tile.mustStock': 'Must stock' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('useT and useI18nLanguage (decision 076)', () => {
  it('renders a memoised component again in the new language when the language changes', async () => {
    const i18n = await instance();
    let renders = 0;
    const Mark = memo(function Mark() {
      const t = useT();
      const language = useI18nLanguage();
      renders += 1;
      return <p lang={language}>{t('tile.mustStock')}</p>;
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Mark />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('Obrigatório');
    expect(screen.getByRole('paragraph').getAttribute('lang')).toBe('pt');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe('Must stock');
    expect(screen.getByRole('paragraph').getAttribute('lang')).toBe('en');
    expect(renders).toBe(2);
  });

  it('shows messages added after the first render', async () => {
    const i18n = await instance();
    function Label() {
      const t = useT();
      return <p>{t('tile.returnable')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Label />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('tile.returnable');
    act(() => {
      i18n.addResourceBundle('pt', 'translation', { 'tile.returnable': 'Retornável' }, true, true);
    });
    expect(screen.getByRole('paragraph').textContent).toBe('Retornável');
  });

  it('gives every component of an instance the same t, and each instance its own', async () => {
    const [first, second] = [await instance(), await instance()];
    await second.changeLanguage('en');
    const seen: T[] = [];
    function Probe() {
      seen.push(useT());
      return null;
    }
    render(
      <>
        <I18nextProvider i18n={first}>
          <Probe />
          <Probe />
        </I18nextProvider>
        <I18nextProvider i18n={second}>
          <Probe />
        </I18nextProvider>
      </>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[0]?.('tile.mustStock')).toBe('Obrigatório');
    expect(seen[2]?.('tile.mustStock')).toBe('Must stock');
  });
});

describe('rememberingT (decision 086)', () => {
  /** A t that counts its calls and answers with what it was asked. */
  function counted() {
    const calls: unknown[][] = [];
    const t = ((...args: unknown[]) => {
      calls.push(args);
      const [key, options] = args;
      if (key === 'list') return ['a', 'b'];
      return `${String(key)}:${JSON.stringify(options ?? null)}`;
    }) as unknown as T;
    return { t: rememberingT(t), calls };
  }

  it('asks i18next once for the same key and plain options, again for other values', () => {
    const { t, calls } = counted();
    expect(t('tile.add')).toBe('tile.add:null');
    expect(t('tile.add')).toBe('tile.add:null');
    expect(t('tile.saving', { amount: 'R$ 1,00' })).toBe('tile.saving:{"amount":"R$ 1,00"}');
    expect(t('tile.saving', { amount: 'R$ 1,00' })).toBe('tile.saving:{"amount":"R$ 1,00"}');
    expect(t('tile.saving', { amount: 'R$ 2,00' })).toBe('tile.saving:{"amount":"R$ 2,00"}');
    expect(t('tile.unitPriceFor', { count: 1 })).toBe('tile.unitPriceFor:{"count":1}');
    expect(t('tile.unitPriceFor', { count: '1' })).toBe('tile.unitPriceFor:{"count":"1"}');
    expect(calls).toHaveLength(5);
  });

  it('does not remember options that are not plain values, nor answers that are not text', () => {
    const { t, calls } = counted();
    const when = { date: new Date(0) };
    t('order.date', when as never);
    t('order.date', when as never);
    t('list' as never, { returnObjects: true } as never);
    t('list' as never, { returnObjects: true } as never);
    expect(calls).toHaveLength(4);
  });

  it('starts again once it holds REMEMBERED_ANSWERS answers', () => {
    const { t, calls } = counted();
    const saving = (index: number) => t('tile.saving', { amount: String(index) });
    for (let index = 0; index < REMEMBERED_ANSWERS; index += 1) saving(index);
    saving(0);
    expect(calls).toHaveLength(REMEMBERED_ANSWERS);
    saving(REMEMBERED_ANSWERS);
    saving(1);
    expect(calls).toHaveLength(REMEMBERED_ANSWERS + 2);
  });

  it('answers in the new language after a language change, through useT', async () => {
    const i18n = await instance();
    function Mark() {
      return <p>{useT()('tile.mustStock')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Mark />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('Obrigatório');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe('Must stock');
  });
});
