import type { KnipConfig } from "knip";

/**
 * `npm run knip` (a stage of `npm test`): files, exports and dependencies nothing uses. The
 * plugins find most entries on their own: Next's app directory and proxy.ts, package.json's
 * scripts (scripts/start.mjs, scripts/test.mjs, upstream/main.ts, bench/*.ts), Jest's and
 * Playwright's tests with their setup files, drizzle.config.ts, the Tailwind and PostCSS configs,
 * eslint.config.mjs, and workers written as `new Worker(new URL("./x", import.meta.url))`.
 * Listed here is only what a process starts by a path knip cannot follow.
 */
const config: KnipConfig = {
  entry: [
    // The panel's own server: scripts/start.mjs (and the e2e tests, the benches) run `node server.mjs`.
    "server.mjs",
    // Run by hand, each as its header says (`node scripts/…`).
    "scripts/complete-lockfile.mjs",
    "scripts/geo/build-geo-data.mjs",
    // The budget stage of `npm test` (scripts/test.mjs runs it by path).
    "scripts/check-web-budgets.mjs",
    // The upstream reads an uploaded file in a child process and a worker thread of it, both
    // started through typescript-entry.mjs with the module's path as a plain string.
    "upstream/sending/recipients/typescript-entry.mjs",
    "upstream/sending/recipients/bounded-process.ts",
    "upstream/sending/recipients/parse-worker.ts",
    // A codes file of a code reader is read the same way (upstream/code-readers/read-codes.ts).
    "upstream/code-readers/codes-worker.ts",
    // Started by the upstream tests (database-upstream.ts) with tsx, by path.
    "tests/upstream/support/database-upstream.main.ts",
    // Started with tsx by path (support/pglite-child.ts: jest cannot load PGlite) by statement-cache.test.ts,
    // gift-lot-plans.pglite.test.ts and autovacuum.pglite.test.ts.
    "tests/upstream/support/statement-cache-runs.ts",
    "tests/upstream/support/gift-lot-plans.ts",
    "tests/upstream/support/autovacuum-runs.ts",
    // Run by the lint rule tests (lint-texts.ts) with `node <path>`.
    "tests/unit/lint/run-eslint.mjs",
    // Run by heap-growth.test.ts with `node --expose-gc <path>`.
    "tests/unit/bff/support/heap-churn.mjs",
    // Preloaded by bench/soak.ts into the processes it measures (`--import=<path>` in NODE_OPTIONS).
    "bench/support/memory-probe.mjs",
  ],
  // The panel's unit tests, and the upstream's (`jest -c jest.upstream.config.mjs` in scripts/test.mjs).
  jest: { config: ["jest.config.mjs", "jest.upstream.config.mjs"] },
  // System tools bench/faults/disk-full.ts runs (util-linux, with root): a small disk for DATA_DIR.
  ignoreBinaries: ["mount", "umount", "fallocate"],
  ignoreDependencies: [
    // Read only by scripts/fonts/build-panel-fonts.py (Python, by path), which cuts the panel's
    // committed fonts in app/fonts/ from it; nothing imports it.
    "vazirmatn",
  ],
};

export default config;
