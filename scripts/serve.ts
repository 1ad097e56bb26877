// `npm run serve` (through scripts/with-compile-cache.mjs): the server alone (a release is built
// once with `npm run build`), as on a deployment with several instances. main.ts listens and
// starts the jobs.
await import('../src/server/main.ts');
