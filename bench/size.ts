// `npm run bench:size` — the first screen's JavaScript against its budget (130 KiB gzipped):
// builds the web app when its sources changed, follows dist/web/index.html's module script and
// modulepreload links (and their static imports), gzips each and prints the total. Exits 1 over
// budget. Also prints the entry CSS, the font CSS and the font files emitted.
import { join } from 'node:path';
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.ts';
import { FIRST_SCREEN_JS_BUDGET_BYTES, kib, measureEntry } from './support/entry-size.ts';
import { addToSummary } from './support/summary.ts';

const dist = join(import.meta.dirname, '../dist/web');

await ensureWebBuild();
const size = measureEntry(dist);

console.log('First-screen JavaScript (gzip -9):');
for (const file of size.js) {
  console.log(
    `  ${file.path.padEnd(44)} ${kib(file.bytes).padStart(10)} ${kib(file.gzipBytes).padStart(10)} gz`,
  );
}
console.log('Entry CSS (not in the JS budget):');
for (const file of size.css) {
  console.log(
    `  ${file.path.padEnd(44)} ${kib(file.bytes).padStart(10)} ${kib(file.gzipBytes).padStart(10)} gz`,
  );
}
console.log(
  `Fonts: ${size.fontFaces.length} @font-face rules (${kib(size.fontCss.bytes)}, ${kib(size.fontCss.gzipBytes)} gz), ${size.fontFiles.length} font files in assets/`,
);
const over = size.jsGzipTotal > FIRST_SCREEN_JS_BUDGET_BYTES;
console.log(
  `\nFirst-screen JS: ${kib(size.jsGzipTotal)} gz of ${kib(FIRST_SCREEN_JS_BUDGET_BYTES)} budget — ${over ? 'OVER BUDGET' : 'ok'} (CSS ${kib(size.cssGzipTotal)} gz)`,
);
addToSummary({
  figure: 'P1 (static) entry script and its preloads, from the HTML (gz)',
  measured: kib(size.jsGzipTotal),
  goal: `≤ ${kib(FIRST_SCREEN_JS_BUDGET_BYTES)} (decision 016)`,
  met: !over,
});
process.exit(over ? 1 : 0);
