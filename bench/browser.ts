// `npm run bench:browser` — the shop's first screen in Chromium (issue 16, P1 and P2; decision
// 053), against a floor app (bench/floor: React 19, React Router, i18next, TanStack Query) built
// and served the same way, measured in the same run, in the same Debian Chromium.
//
// Set-up: the demo plus 5,000 generated products for tenant 2 in a fresh embedded database; demo
// shop 1001 opened once from a chat link (its session stays in the browser's localStorage) and
// its feature announcements marked seen. Before each measured load the origin's HTTP cache,
// Cache Storage, service worker and IndexedDB are cleared (the session stays): a signed-in shop
// opening the app cold.
//
//   P1  every script the page requests before its first screen renders (the start-up preloader
//       gone and the screen's <main> heading visible), each response body gzipped (-9), summed;
//       for /home and /products, against the floor app's. Goal ≤ 1.15× the floor.
//   P2  Lighthouse (the `lighthouse` package, mobile defaults: simulated slow 4G and 4× CPU,
//       performance category only), median of BENCH_LIGHTHOUSE_RUNS (3) runs per page: score, LCP,
//       TBT, CLS, against the floor. Goals: score ≥ 95, TBT ≤ 200 ms, CLS ≤ 0.02, LCP ≤ 2.5 s
//       on /home and ≤ 2.0 s on /products. BENCH_LIGHTHOUSE_RUNS=0 measures P1 alone.
//       BENCH_LIGHTHOUSE_THROTTLING=devtools runs Lighthouse with real throttling instead (the
//       same slow 4G and 4× CPU applied to the load, its figures observed): what a phone waits
//       for, timers and tasks between frames included, which the simulation does not model. Its
//       rows are marked as such; the goals are the simulation's.
//       BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's report (JSON: long tasks, bootup time by
//       script, the LCP element and its phases) to find where the time goes.
//       BENCH_LIGHTHOUSE_BLOCK=<pattern,…> has Lighthouse block those URLs (`*/api/img/*`): what a
//       part of the page is worth to the figures, before working on it.
//       BENCH_LIGHTHOUSE_ARTIFACTS=<dir> keeps each run's artifacts (trace, network log) in a
//       directory of its own, which bench/support/lighthouse-what-if.ts audits again with
//       requests taken out: the same load each time, so a part's worth is free of the noise.
//   BENCH_BROWSER_PROFILE=<dir> writes a CPU profile (4× CPU) of one cold load of each page, from
//   navigation to 6 s after its screen shows (summarise it with bench/support/cpu-profile-summary.ts;
//   build with `npx vite build --minify false` first to see the functions' names).
//   BENCH_BROWSER_PAINTS=1 prints, for one cold load of each page at full speed (what Lighthouse's
//   simulation observes before it rebuilds the load), its paints and each LCP candidate with its
//   element: which paint LCP waits for, and why.
//   BENCH_BROWSER_TRACE=<dir> writes a DevTools trace (4× CPU) of one cold load of each page: the
//   main thread's tasks by kind, scripts and style/layout/paint alike (bench/support/trace-summary.ts).
//   BENCH_BROWSER_COMPARE=<dir> also runs Lighthouse on another checkout of Refill (say a git
//   worktree of the commit before a change, its web app built): its own server, seed and
//   dist/web, on a database of its own, its runs interleaved with this checkout's, and prints both
//   medians side by side. On a shared machine whose speed drifts from minute to minute, a change is
//   only worth what it gives against a reference measured in the same minutes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type CDPSession, type Page, type Request } from 'playwright-core';
import { ensureWebBuild } from '../scripts/lib/ensure-web-build.ts';
import {
  benchEnv,
  chatLink,
  markFeaturesSeen,
  seededDataDir,
  sessionToken,
} from './support/bench-env.ts';
import { buildFloor } from './support/floor-build.ts';
import { median } from './support/measure.ts';
import { freePort, startNode, type Child } from './support/processes.ts';
import { addToSummary, metText } from './support/summary.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const PROFILE_DIR = process.env.BENCH_BROWSER_PROFILE;
const TRACE_DIR = process.env.BENCH_BROWSER_TRACE;
const PAINTS = process.env.BENCH_BROWSER_PAINTS === '1';
const ARTIFACTS = process.env.BENCH_LIGHTHOUSE_ARTIFACTS;
const BLOCKED = (process.env.BENCH_LIGHTHOUSE_BLOCK ?? '').split(',').filter((p) => p !== '');
const COMPARE = process.env.BENCH_BROWSER_COMPARE;
/** How long a profiled load is followed after its screen shows (the home's rails come later). */
const PROFILE_AFTER_SCREEN_MS = 6000;
let runNumber = 0;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
const PAGES = ['/home', '/products'] as const;
type PagePath = (typeof PAGES)[number];
const LCP_GOAL_MS: Record<PagePath, number> = { '/home': 2500, '/products': 2000 };
const P1_GOAL = 1.15;

interface Subject {
  name: 'Refill' | 'floor' | 'compared';
  origin: string;
  /** Waits until the first screen has rendered. */
  rendered: (page: Page) => Promise<void>;
}

interface ScriptSize {
  url: string;
  gzipBytes: number;
}

/**
 * One cold load of `path` at 4× CPU, from navigation to PROFILE_AFTER_SCREEN_MS after its screen
 * shows, with `record` started just before the navigation and stopped at the end.
 */
async function recordColdLoad(
  page: Page,
  subject: Subject,
  path: string,
  record: { start: (cdp: CDPSession) => Promise<void>; stop: (cdp: CDPSession) => Promise<void> },
) {
  await page.goto('about:blank');
  await makeCold(page, subject.origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await record.start(cdp);
  await page.goto(`${subject.origin}${path}`);
  await subject.rendered(page);
  await page.waitForTimeout(PROFILE_AFTER_SCREEN_MS);
  await record.stop(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

const recordingFile = (dir: string, subject: Subject, path: string, extension: string) =>
  join(dir, `${subject.name}${path.replaceAll('/', '-')}.${extension}`);

/** A CPU profile of one cold load of `path` at 4× CPU, written to PROFILE_DIR. */
async function profileLoad(page: Page, subject: Subject, path: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  const file = recordingFile(dir, subject, path, 'cpuprofile');
  await recordColdLoad(page, subject, path, {
    start: async (cdp) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    },
    stop: async (cdp) => {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  });
  console.log(`  CPU profile of ${subject.name} ${path}: ${file}`);
}

/**
 * A DevTools trace (what the Performance panel records) of one cold load of `path` at 4× CPU,
 * written to TRACE_DIR: where the main thread's time goes before the first screen, scripts and
 * style, layout and paint alike (summarise it with bench/support/trace-summary.ts).
 */
async function traceLoad(
  browser: Browser,
  page: Page,
  subject: Subject,
  path: string,
  dir: string,
) {
  const file = recordingFile(dir, subject, path, 'trace.json');
  await recordColdLoad(page, subject, path, {
    start: () =>
      browser.startTracing(page, {
        path: file,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
          'v8.execute',
        ],
      }),
    stop: async () => {
      await browser.stopTracing();
    },
  });
  console.log(`  trace of ${subject.name} ${path}: ${file}`);
}

/** In the page before any script: keeps each paint and LCP candidate, with its element. */
function observePaints() {
  const seen: string[] = [];
  (window as unknown as { benchPaints: string[] }).benchPaints = seen;
  const describe = (node: Element | null | undefined) => {
    if (!node) return '(no element)';
    const label = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> ${label}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const lcp = entry as PerformanceEntry & { element?: Element | null; size?: number };
      const what =
        entry.entryType === 'paint' ? entry.name : `LCP ${lcp.size} px² ${describe(lcp.element)}`;
      seen.push(`${Math.round(entry.startTime).toString().padStart(6)} ms  ${what}`);
    }
  }).observe({ entryTypes: ['paint', 'largest-contentful-paint'] });
}

/** BENCH_BROWSER_PAINTS: one cold load of `path` at full speed, its paints and LCP candidates. */
async function printPaints(page: Page, subject: Subject, path: string) {
  await page.goto('about:blank');
  await makeCold(page, subject.origin);
  await page.goto(`${subject.origin}${path}`);
  await subject.rendered(page);
  await page.waitForTimeout(2000);
  const paints = await page.evaluate(
    () => (window as unknown as { benchPaints: string[] }).benchPaints,
  );
  console.log(`  paints of ${subject.name} ${path}:`);
  for (const line of paints) console.log(`    ${line}`);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Debian's Chromium with a DevTools port, for playwright (set-up, P1) and Lighthouse (P2). */
async function launchChromium(profile: string) {
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let browser: Browser | undefined;
  for (let tries = 0; browser === undefined; tries++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    browser,
    stop: async () => {
      await browser.close().catch(() => undefined);
      const exited = new Promise((r) => child.once('exit', r));
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Clears what would make a load warm (HTTP cache, Cache Storage, service worker, IndexedDB). */
async function makeCold(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,service_workers,indexeddb',
  });
  await cdp.detach();
}

/** P1: the scripts requested before the first screen renders, gzipped. */
async function scriptsBeforeRender(page: Page, subject: Subject, path: string) {
  await page.goto('about:blank');
  await makeCold(page, subject.origin);
  const requested: Promise<ScriptSize | undefined>[] = [];
  let rendered = false;
  const onRequest = (request: Request) => {
    if (rendered || request.resourceType() !== 'script') return;
    requested.push(
      request.response().then(async (response) => {
        if (!response) return undefined;
        const body = await response.body();
        return { url: request.url(), gzipBytes: gzipSync(body, { level: 9 }).length };
      }),
    );
  };
  page.on('request', onRequest);
  await page.goto(`${subject.origin}${path}`);
  await subject.rendered(page);
  rendered = true;
  page.off('request', onRequest);
  const scripts = (await Promise.all(requested)).filter((s): s is ScriptSize => s !== undefined);
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
  return { scripts: unique, total: unique.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * The main thread's work over the whole load at 4× CPU (Lighthouse's main-thread work
   * breakdown, every task, not only the part past 50 ms): no goal of its own, but the steadier
   * figure to compare two builds by on a noisy machine. TBT counts only what each task runs past
   * 50 ms, so a machine a little slower turns many tasks from 45 ms into 55 ms and TBT moves far
   * more than the work (session 56: TBT 897–2,324 ms over ten loads of one build, main-thread
   * work within ±12%).
   */
  work: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART…): such a run is run again. */
async function runLighthouse(port: number, page: Page, subject: Subject, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(port, page, subject, path);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.log(`  (${subject.name} ${path}: ${error.message}; running it again)`);
    }
  }
}

class LighthouseRunError extends Error {}

async function lighthouseOnce(port: number, page: Page, subject: Subject, path: string) {
  await page.goto('about:blank');
  await makeCold(page, subject.origin);
  const runName = `${subject.name}${path.replaceAll('/', '-')}-${(runNumber += 1)}`;
  const runDir = ARTIFACTS === undefined ? undefined : join(ARTIFACTS, runName);
  const result = await lighthouse(`${subject.origin}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the shop's session (localStorage); the caches were cleared above.
    disableStorageReset: true,
    throttlingMethod: THROTTLING,
    // Gathered into the run's directory, then audited from it (Lighthouse's -GA).
    ...(runDir === undefined ? {} : { gatherMode: runDir, auditMode: runDir }),
    ...(BLOCKED.length > 0 ? { blockedUrlPatterns: BLOCKED } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${subject.origin}${path}`);
  if (REPORTS !== undefined) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${runName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.code}`);
  if (lhr.finalDisplayedUrl !== `${subject.origin}${path}`) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
  }
  const value = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined) throw new Error(`Lighthouse: no ${id}`);
    return audit.numericValue;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    work: value('mainthread-work-breakdown'),
  } satisfies LighthouseFigures;
}

const medianFigures = (runs: LighthouseFigures[]): LighthouseFigures => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  work: median(runs.map((r) => r.work)),
});

const profile = mkdtempSync(join(tmpdir(), 'refill-bench-chromium-'));
const floorDist = mkdtempSync(join(tmpdir(), 'refill-bench-floor-'));
const children: Child[] = [];
let dataDir: string | undefined;
let comparedDataDir: string | undefined;
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  await ensureWebBuild();
  await buildFloor(floorDist);
  console.log(`Seeding the demo and ${PRODUCTS.toLocaleString('en')} products for tenant 2…`);
  dataDir = await seededDataDir(PRODUCTS);
  if (COMPARE !== undefined) {
    if (!existsSync(join(COMPARE, 'dist/web/index.html'))) {
      throw new Error(`BENCH_BROWSER_COMPARE: no web build in ${COMPARE} (npx vite build there)`);
    }
    comparedDataDir = await seededDataDir(PRODUCTS, COMPARE);
  }
  const [apiPort, floorPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const floor = `http://127.0.0.1:${floorPort}`;
  children.push(
    await startNode(
      'src/server/main.ts',
      {
        ...benchEnv(dataDir),
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: api,
        JOBS_INTERVAL_MS: '0',
      },
      `${api}/healthz`,
    ),
    await startNode(
      'bench/support/floor-server.ts',
      { PORT: String(floorPort), FLOOR_DIST: floorDist },
      `${floor}/healthz`,
    ),
  );
  await markFeaturesSeen(api, await sessionToken(api));
  let compared: string | undefined;
  if (COMPARE !== undefined && comparedDataDir !== undefined) {
    const comparedPort = await freePort();
    compared = `http://127.0.0.1:${comparedPort}`;
    children.push(
      await startNode(
        join(COMPARE, 'src/server/main.ts'),
        {
          ...benchEnv(comparedDataDir),
          PORT: String(comparedPort),
          HOST: '127.0.0.1',
          PUBLIC_URL: compared,
          JOBS_INTERVAL_MS: '0',
          WEB_DIST: join(COMPARE, 'dist/web'),
        },
        `${compared}/healthz`,
      ),
    );
    await markFeaturesSeen(compared, await sessionToken(compared));
  }

  chrome = await launchChromium(profile);
  const context = chrome.browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  // The shop signs in once from its chat link; the session stays in localStorage (one per origin).
  for (const origin of compared === undefined ? [api] : [api, compared]) {
    await page.goto((await chatLink(origin)).url);
    await page.waitForURL(/\/home$/, { timeout: 60_000 });
    await page.waitForFunction(() => localStorage.getItem('authorization'), undefined, {
      timeout: 30_000,
    });
  }

  const subjects: Subject[] = [
    {
      name: 'Refill',
      origin: api,
      rendered: async (p) => {
        await p.locator('#preloader').waitFor({ state: 'detached', timeout: 60_000 });
        await p.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 });
      },
    },
    {
      name: 'floor',
      origin: floor,
      rendered: (p) => p.locator('main h1').first().waitFor({ state: 'visible', timeout: 60_000 }),
    },
  ];
  const [app, floorApp] = subjects as [Subject, Subject];
  const comparedApp: Subject | undefined =
    compared === undefined ? undefined : { ...app, name: 'compared', origin: compared };

  console.log('\nP1 — scripts requested before the first screen renders (gzip -9 of each body)');
  const p1: Record<string, { app: number; floor: number }> = {};
  for (const path of PAGES) {
    const a = await scriptsBeforeRender(page, app, path);
    const f = await scriptsBeforeRender(page, floorApp, path);
    p1[path] = { app: a.total, floor: f.total };
    console.log(`  ${path}: Refill ${a.scripts.length} scripts, ${kib(a.total)}`);
    for (const s of a.scripts) {
      console.log(`    ${new URL(s.url).pathname.padEnd(48)} ${kib(s.gzipBytes).padStart(10)}`);
    }
    console.log(`  ${path}: floor ${f.scripts.length} scripts, ${kib(f.total)}`);
  }

  if (PROFILE_DIR !== undefined) {
    for (const path of PAGES) {
      await profileLoad(page, app, path, PROFILE_DIR);
      await profileLoad(page, floorApp, path, PROFILE_DIR);
    }
  }
  if (PAINTS) {
    const observed = await context.newPage();
    await observed.setViewportSize({ width: 360, height: 740 });
    await observed.addInitScript(observePaints);
    for (const path of PAGES) await printPaints(observed, app, path);
    await observed.close();
  }
  if (TRACE_DIR !== undefined) {
    for (const path of PAGES) {
      await traceLoad(chrome.browser, page, app, path, TRACE_DIR);
      await traceLoad(chrome.browser, page, floorApp, path, TRACE_DIR);
    }
  }

  const p2: Record<string, { app: LighthouseFigures; floor: LighthouseFigures }> = {};
  const p2Compared: Record<string, LighthouseFigures> = {};
  // BENCH_LIGHTHOUSE_RUNS=0 measures P1 alone (a quick check while working on the first screen).
  const mode = THROTTLING === 'devtools' ? 'devtools throttling (observed)' : 'mobile defaults';
  if (RUNS > 0) console.log(`\nP2 — Lighthouse, ${mode}, median of ${RUNS} runs per page…`);
  for (const path of RUNS > 0 ? PAGES : []) {
    const appRuns: LighthouseFigures[] = [];
    const floorRuns: LighthouseFigures[] = [];
    const comparedRuns: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      floorRuns.push(await runLighthouse(chrome.port, page, floorApp, path));
      // The compared checkout first on odd runs, second on even ones: neither always gets the
      // machine's quieter minute.
      const order = run % 2 === 0 ? [comparedApp, app] : [app, comparedApp];
      for (const subject of order) {
        if (subject === undefined) continue;
        const figures = await runLighthouse(chrome.port, page, subject, path);
        (subject === app ? appRuns : comparedRuns).push(figures);
        const label = subject === app ? '' : ' (compared)';
        console.log(`  ${path} run ${run + 1}${label}: ${figuresText(figures)}`);
      }
    }
    p2[path] = { app: medianFigures(appRuns), floor: medianFigures(floorRuns) };
    if (comparedRuns.length > 0) p2Compared[path] = medianFigures(comparedRuns);
  }

  console.log('\nfigure | measured | floor (same run) | ratio | goal | met');
  console.log('---|---|---|---|---|---');
  const row = (
    figure: string,
    measured: string,
    reference: string,
    ratio: string,
    goal: string,
    met: boolean | undefined,
  ) => {
    console.log([figure, measured, reference, ratio, goal, metText(met)].join(' | '));
    addToSummary({ figure, measured, reference: `floor ${reference}`, goal, met });
  };
  for (const path of PAGES) {
    const { app: a, floor: f } = p1[path] as { app: number; floor: number };
    row(
      `P1 scripts before first screen, ${path} (gz, Chromium)`,
      kib(a),
      kib(f),
      `${(a / f).toFixed(2)}×`,
      `≤ ${P1_GOAL}× floor`,
      a / f <= P1_GOAL,
    );
  }
  for (const path of RUNS > 0 ? PAGES : []) {
    const { app: a, floor: f } = p2[path] as { app: LighthouseFigures; floor: LighthouseFigures };
    const observed = THROTTLING === 'devtools' ? ' (devtools throttling)' : '';
    const tag = `P2 Lighthouse${observed} ${path}, ${PRODUCTS.toLocaleString('en')} products`;
    row(`${tag}: score`, String(a.score), String(f.score), '', '≥ 95', a.score >= 95);
    row(
      `${tag}: LCP`,
      `${f0(a.lcp)} ms`,
      `${f0(f.lcp)} ms`,
      `${(a.lcp / f.lcp).toFixed(1)}×`,
      `≤ ${LCP_GOAL_MS[path]} ms`,
      a.lcp <= LCP_GOAL_MS[path],
    );
    row(`${tag}: TBT`, `${f0(a.tbt)} ms`, `${f0(f.tbt)} ms`, '', '≤ 200 ms', a.tbt <= 200);
    row(`${tag}: CLS`, a.cls.toFixed(3), f.cls.toFixed(3), '', '≤ 0.02', a.cls <= 0.02);
    row(
      `${tag}: main-thread work (4× CPU, whole load)`,
      `${(a.work / 1000).toFixed(1)} s`,
      `${(f.work / 1000).toFixed(1)} s`,
      `${(a.work / f.work).toFixed(1)}×`,
      '– (what TBT comes from; steadier to compare)',
      undefined,
    );
  }
  if (COMPARE !== undefined && RUNS > 0) {
    console.log(`\nThis checkout against the compared one (${COMPARE}), medians of ${RUNS} runs:`);
    for (const path of PAGES) {
      console.log(
        `  ${path} this checkout: ${figuresText((p2[path] as { app: LighthouseFigures }).app)}`,
      );
      console.log(`  ${path} compared:      ${figuresText(p2Compared[path] as LighthouseFigures)}`);
    }
  }
} finally {
  await chrome?.stop();
  for (const child of children) await child.stop();
  for (const dir of [profile, floorDist, dataDir, comparedDataDir]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

function f0(n: number): string {
  return n.toFixed(0);
}

function figuresText(figures: LighthouseFigures): string {
  return `score ${figures.score}, LCP ${f0(figures.lcp)} ms, TBT ${f0(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, main-thread work ${(figures.work / 1000).toFixed(1)} s`;
}
