/**
 * Translation keys are typed from the source locale, pt.json: `t('wrong.key')` is a type error.
 */
import type ptMessages from '../locales/pt.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptMessages };
  }
}
