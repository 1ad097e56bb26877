// `npm run bench:format` — money formatting as a product list does it (issue 16: `formatMoney`
// built an Intl.Locale and an Intl.NumberFormat per amount). The reference is that old way,
// run in the same process just before and after the subject; the figure is the ratio.
import { formatMoney, type MoneyFormatOptions } from '../src/domain/locale.ts';

const TENANTS: MoneyFormatOptions[] = [
  { language: 'pt', locale: 'pt-BR', currency: 'BRL' },
  { language: 'ar', locale: 'ar-MA', currency: 'MAD' },
  { language: 'es', locale: 'es-CL', currency: 'CLP' },
  { language: 'th', locale: 'th-TH', currency: 'THB' },
];
const AMOUNTS = Array.from({ length: 5_000 }, (_, i) => (i * 7.31) % 997);

/** The formatting of before issue 16: a new Locale and NumberFormat for every amount. */
function formatFresh(amount: number, options: MoneyFormatOptions): string {
  const locale = new Intl.Locale(options.locale || options.language, { numberingSystem: 'latn' });
  return new Intl.NumberFormat(locale.toString(), {
    style: 'currency',
    currency: options.currency ?? 'USD',
  }).format(amount);
}

function perSecond(format: (amount: number, options: MoneyFormatOptions) => string): number {
  const started = performance.now();
  let count = 0;
  for (const options of TENANTS) {
    for (const amount of AMOUNTS) {
      if (format(amount, options).length > 0) count += 1;
    }
  }
  return count / ((performance.now() - started) / 1000);
}

perSecond(formatMoney); // warm-up
const before = perSecond(formatFresh);
const subject = perSecond(formatMoney);
const after = perSecond(formatFresh);
const reference = (before + after) / 2;
console.log('Money formatting, 20,000 amounts in 4 tenants (amounts per second):');
console.log(`  reference (a formatter per amount) ${Math.round(reference).toLocaleString('en')}`);
console.log(`  formatMoney (formatters cached)    ${Math.round(subject).toLocaleString('en')}`);
console.log(`  ratio ${(subject / reference).toFixed(1)}× the reference`);
