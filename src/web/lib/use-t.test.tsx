import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { memo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useI18nLanguage, useT, type T } from './use-t.ts';

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
