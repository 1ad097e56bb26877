import { afterAll, describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../../domain/bidi.ts';
import { applyConsoleLanguage, consoleI18n } from './console-i18n.ts';

afterAll(() => applyConsoleLanguage('en'));

/** The instance's t, untyped (the console's keys are typed through useT). */
const t = (key: string, values: Record<string, string>) =>
  (consoleI18n.t as unknown as (key: string, values: object) => string)(key, values);
const isolated = (value: string) => `${FSI}${value}${PDI}`;

describe("the console's values of another script inside Arabic (issue 14)", () => {
  it('the console wraps the same way', async () => {
    await applyConsoleLanguage('ar');
    expect(t('catalogue.renameNamed', { name: 'ERP Casablanca' })).toContain(
      isolated('ERP Casablanca'),
    );
    await applyConsoleLanguage('pt');
    expect(t('catalogue.renameNamed', { name: 'ERP Casablanca' })).not.toContain(FSI);
  });
});
