// `npm run bench:search` — search per keystroke over 5,000 products (issue 16, P7). Search runs
// on the server (decision 054): the subject is what `GET products/search` computes per request,
// `searchCatalogue` (SPEC §5 matching over the priced catalogue, a page of 40 and the autocomplete
// suggestions), plus the browser-side matching it replaced. The reference is the matching as it
// was before issue 16 (every field of every product normalised on every keystroke), run in the
// same process before and after the subjects; figures are p95 milliseconds per keystroke and
// their ratio. The network's round trip is not in these figures (see decision 054).
import { searchCatalogue } from '../src/domain/catalogue-pages.ts';
import { normalizeSearchText, localizedDescription, searchProducts } from '../src/domain/search.ts';
import type { LanguageCode, Product } from '../src/domain/types.ts';
import { addToSummary } from './support/summary.ts';

const BRANDS = [
  'Coca-Cola',
  'Guaraná Real',
  'Água Serra',
  'Laranjinha',
  'Cerveja Ouro',
  'Tônica Mar',
];
const SIZES = ['350 ml', '600 ml', '1 L', '2 L', '1,5 L'];
const PACKS = ['lata', 'PET', 'vidro retornável'];
const products: Product[] = Array.from({ length: 5_000 }, (_, i) => {
  const brand = BRANDS[i % BRANDS.length] as string;
  const size = SIZES[i % SIZES.length] as string;
  const pack = PACKS[i % PACKS.length] as string;
  return {
    sku: `SKU-${i}`,
    description: `${brand} ${size} ${pack} ${i}`,
    description_pt: `${brand} ${size} ${pack} ${i}`,
    brand,
    category: i % 2 === 0 ? 'Refrigerantes' : 'Águas e sucos',
    size,
    price: 2.5 + (i % 40) / 10,
    priceWithoutDiscount: 3,
    quantityLimit: 9999,
    combo: 0,
    familyId: 0,
  } as Product;
});
const LANGUAGE: LanguageCode = 'pt';
const TYPED = 'coca cola 2 l lata';
const KEYSTROKES = Array.from({ length: TYPED.length - 2 }, (_, i) => TYPED.slice(0, i + 3));

/** Matching before issue 16: the fields normalised again for every product and keystroke. */
function searchBefore(term: string): number {
  const words = normalizeSearchText(term).split(' ').filter(Boolean);
  let found = 0;
  for (const product of products) {
    const description = localizedDescription(product, LANGUAGE);
    const haystack = [
      product.brand,
      product.category,
      product.size,
      product.description,
      product.description_pt,
      product.sku,
      `${description} ${product.size ?? ''}`,
    ]
      .filter((field): field is string => typeof field === 'string' && field !== '')
      .map(normalizeSearchText)
      .join('\n');
    if (words.every((word) => haystack.includes(word))) found += 1;
  }
  return found;
}

/** p95 and p50 per keystroke (the p50 says what a busy machine's scheduling hides in the p95). */
function percentiles(run: (term: string) => number, rounds: number): { p95: number; p50: number } {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const term of KEYSTROKES) {
      const started = performance.now();
      run(term);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    p95: times[Math.floor(times.length * 0.95)] as number,
    p50: times[Math.floor(times.length * 0.5)] as number,
  };
}

const p95 = (run: (term: string) => number, rounds: number) => percentiles(run, rounds).p95;

const subject = (term: string) => searchProducts(products, term, LANGUAGE, []).length;
const server = (term: string) => {
  const answer = searchCatalogue(products, term, LANGUAGE, 0, 40);
  // The server serialises the answer too: count it in.
  return JSON.stringify(answer).length;
};
subject('coca'); // the first search builds the normalised text once per catalogue
server('coca');
const before = p95(searchBefore, 3);
const now = p95(subject, 3);
const serverFigures = percentiles(server, 3);
const onServer = serverFigures.p95;
const after = p95(searchBefore, 3);
const reference = (before + after) / 2;
console.log('Search per keystroke over 5,000 products, p95 (ms):');
console.log(`  reference (fields normalised per keystroke) ${reference.toFixed(2)}`);
console.log(`  searchProducts (normalised once)            ${now.toFixed(2)}  (goal: ≤ 2 ms)`);
console.log(
  `  server answer (searchCatalogue + JSON)      ${onServer.toFixed(2)}  (goal: ≤ 2 ms; P7 now runs here)`,
);
console.log(`  server answer, p50                          ${serverFigures.p50.toFixed(2)}`);
console.log(
  `  ratio ${(reference / onServer).toFixed(1)}× faster than the reference (server answer)`,
);
addToSummary({
  figure: 'P7 search per keystroke, 5,000 products, p95 (server answer)',
  measured: `${onServer.toFixed(2)} ms (browser-side matching ${now.toFixed(2)} ms)`,
  reference: `fields normalised per keystroke ${reference.toFixed(2)} ms`,
  goal: '≤ 2 ms',
  met: onServer <= 2,
});
