#!/usr/bin/env node
// `npm test`: typecheck, formatting, lint, unused code (knip), unit tests, the upstream's tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the production build and its byte budgets, then Playwright end to end.
// The last line is `N passed, N failed`.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const outDir = path.join(root, ".test-data");
mkdirSync(outDir, { recursive: true });

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** Runs a command with its output in a log file, for stages that run side by side; resolves to whether it passed. */
function runLogged(command, args, extraEnv, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (code) => log.end(() => resolve(code === 0)));
  });
}

let stageStarted = Date.now();

/** Where a stage's time is counted from: its first line on the terminal. */
function startStage(stage) {
  stageStarted = Date.now();
  console.log(`\n── ${stage} ──`);
}

function record(stage, passed, failed, startedAt = stageStarted) {
  totals.passed += passed;
  totals.failed += failed;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  lines.push(`${stage}: ${passed} passed, ${failed} failed (${seconds} s)`);
  return failed === 0;
}

/**
 * Where a stage's output goes: straight to the terminal, or, for a stage running beside another,
 * to a log printed whole under the stage's name when it ends, so two never interleave.
 */
const TERMINAL = { logged: false };
const LOGGED = { logged: true };

/** Runs one command of a stage; resolves to whether it passed. */
async function step(mode, stage, command, args, extraEnv = {}) {
  if (!mode.logged) return run(command, args, extraEnv);
  const logFile = path.join(outDir, `${stage.replace(/\W+/g, "-")}.log`);
  const ok = await runLogged(command, args, extraEnv, logFile);
  console.log(`\n── ${stage} ──`);
  process.stdout.write(readFileSync(logFile, "utf8"));
  return ok;
}

/** A whole-tree check (typecheck, lint, build) counts as one test. */
async function check(mode, stage, command, args, extraEnv) {
  if (!mode.logged) startStage(stage);
  const startedAt = Date.now();
  const ok = await step(mode, stage, command, args, extraEnv);
  return record(stage, ok ? 1 : 0, ok ? 0 : 1, startedAt);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function jestReportPath(stage) {
  const output = path.join(outDir, `${stage.replace(/\W+/g, "-")}.json`);
  rmSync(output, { force: true });
  return output;
}

function recordJest(stage, ok, output, startedAt) {
  const report = readJson(output);
  if (!report) return record(stage, 0, 1, startedAt);
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return record(stage, report.numPassedTests, failed, startedAt);
}

async function jestStage(mode, stage, configArgs, extraEnv = {}) {
  if (!mode.logged) startStage(stage);
  const startedAt = Date.now();
  const output = jestReportPath(stage);
  const ok = await step(
    mode,
    stage,
    bin("jest"),
    [...configArgs, "--ci", "--json", `--outputFile=${output}`],
    extraEnv,
  );
  return recordJest(stage, ok, output, startedAt);
}

/**
 * Stages that each keep one core busy (tsc, ESLint, Prettier, Jest's single worker) run in two
 * lanes side by side on a two-core machine; within a lane they run in order.
 */
async function inLanes(lanes) {
  console.log(`\n── ${lanes.map((lane) => lane.join(", ")).join(" | ")}: two lanes side by side ──`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) await stages[name](LOGGED);
    }),
  );
}

function ensureChromium() {
  const chromium = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium)) return true;
  console.log("Chromium is missing: installing Debian's chromium with apt-get…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, { DEBIAN_FRONTEND: "noninteractive" });
  return apt(["update"]) && apt(["install", "-y", "--no-install-recommends", "chromium"]) && existsSync(chromium);
}

async function e2eStage() {
  startStage("end to end (Playwright)");
  if (!ensureChromium()) return record("end to end", 0, 1);
  const output = path.join(outDir, "e2e.json");
  const dataDir = path.join(outDir, "e2e");
  rmSync(output, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  const ok = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: output, E2E_DATA_DIR: dataDir });
  const report = readJson(output);
  if (!report?.stats) return record("end to end", 0, 1);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const failed = unexpected + flaky + (ok || unexpected + flaky > 0 ? 0 : 1);
  record("end to end", expected, failed);
}

const stages = {
  typecheck: async (mode = TERMINAL) => {
    await check(mode, "typecheck", bin("tsc"), ["--noEmit", "-p", "."]);
    // The panel's server and the BFF are plain ESM: every one of them is checked from its JSDoc.
    await check(mode, "typecheck (server .mjs)", bin("tsc"), ["--noEmit", "-p", "tsconfig.server.json"]);
  },
  format: (mode = TERMINAL) => check(mode, "format", bin("prettier"), ["--check", ".", "--log-level", "warn"]),
  lint: (mode = TERMINAL) => check(mode, "lint", bin("eslint"), ["."]),
  // Files, exports and dependencies nothing uses (knip.config.ts names the entries knip cannot find).
  knip: (mode = TERMINAL) => check(mode, "unused code (knip)", bin("knip"), ["--no-progress"]),
  unit: (mode = TERMINAL) => jestStage(mode, "unit", []),
  /** The upstream's suites; `afterPostgres` starts as soon as the PostgreSQL suite ends. */
  upstream: async (afterPostgres = async () => undefined) => {
    const pglite = {
      stage: "upstream (PGlite)",
      configArgs: ["-c", "jest.upstream.config.mjs"],
      extraEnv: { DATABASE_URL: "" },
    };
    if (!env.TEST_DATABASE_URL) {
      await jestStage(TERMINAL, pglite.stage, pglite.configArgs, pglite.extraEnv);
      return afterPostgres();
    }
    const postgres = {
      stage: "upstream (PostgreSQL)",
      configArgs: ["-c", "jest.upstream.config.mjs"],
      extraEnv: { DATABASE_URL: env.TEST_DATABASE_URL },
    };
    // Each starts its own upstreams: they share nothing, and each keeps about one core busy. The
    // PostgreSQL suite ends minutes before the PGlite one: what comes next takes its core.
    console.log("\n── upstream (PGlite) and upstream (PostgreSQL), side by side ──");
    await Promise.all([
      jestStage(LOGGED, pglite.stage, pglite.configArgs, pglite.extraEnv),
      jestStage(LOGGED, postgres.stage, postgres.configArgs, postgres.extraEnv).then(afterPostgres),
    ]);
  },
  build: () =>
    check(TERMINAL, "build", process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      NODE_ENV: "production",
    }),
  // Bytes, not timings: what a phone downloads before each page runs, against scripts/web-budgets.json.
  budgets: () => check(TERMINAL, "web budgets", process.execPath, ["scripts/check-web-budgets.mjs"]),
  e2e: () => e2eStage(),
};

/** The whole run: the one-core checks in two lanes, then the stages that use both cores, one at a time. */
const WHOLE_RUN = [
  ["typecheck", "lint"],
  ["format", "knip", "unit"],
];

if (only) {
  const order = only.split(",");
  for (const name of order) {
    if (!stages[name]) {
      console.error(`unknown stage ${name}; stages: ${Object.keys(stages).join(", ")}`);
      process.exit(2);
    }
    if ((name === "e2e" || name === "budgets") && !existsSync(path.join(root, ".next", "BUILD_ID")))
      await stages.build();
    await stages[name]();
  }
} else {
  await inLanes(WHOLE_RUN);
  // The production build (its own output on the terminal) waits only for the PostgreSQL suite.
  await stages.upstream(async () => {
    await stages.build();
    await stages.budgets();
  });
  await stages.e2e();
}

console.log("\n── summary ──");
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
