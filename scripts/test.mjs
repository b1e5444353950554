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
}

/** A whole-tree check (typecheck, lint, build) counts as one test. */
function check(stage, command, args, extraEnv) {
  startStage(stage);
  const ok = run(command, args, extraEnv);
  record(stage, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
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
  record(stage, report.numPassedTests, failed, startedAt);
}

function jestStage(stage, configArgs, extraEnv = {}) {
  startStage(stage);
  const output = jestReportPath(stage);
  const ok = run(bin("jest"), [...configArgs, "--ci", "--json", `--outputFile=${output}`], extraEnv);
  recordJest(stage, ok, output, stageStarted);
}

/**
 * Jest suites that share nothing (each starts its own upstreams) run side by side; each one's
 * output is printed whole when it ends, so the two never interleave.
 */
async function jestStagesSideBySide(suites) {
  console.log(`\n── ${suites.map((suite) => suite.stage).join(" and ")}, side by side ──`);
  const startedAt = Date.now();
  await Promise.all(
    suites.map(async ({ stage, configArgs, extraEnv }) => {
      const output = jestReportPath(stage);
      const logFile = output.replace(/\.json$/, ".log");
      const ok = await runLogged(
        bin("jest"),
        [...configArgs, "--ci", "--json", `--outputFile=${output}`],
        extraEnv,
        logFile,
      );
      console.log(`\n── ${stage} ──`);
      process.stdout.write(readFileSync(logFile, "utf8"));
      recordJest(stage, ok, output, startedAt);
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

function e2eStage() {
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
  typecheck: () => {
    check("typecheck", bin("tsc"), ["--noEmit", "-p", "."]);
    // The panel's server and the BFF are plain ESM: every one of them is checked from its JSDoc.
    check("typecheck (server .mjs)", bin("tsc"), ["--noEmit", "-p", "tsconfig.server.json"]);
  },
  format: () => check("format", bin("prettier"), ["--check", ".", "--log-level", "warn"]),
  lint: () => check("lint", bin("eslint"), ["."]),
  // Files, exports and dependencies nothing uses (knip.config.ts names the entries knip cannot find).
  knip: () => check("unused code (knip)", bin("knip"), ["--no-progress"]),
  unit: () => jestStage("unit", []),
  upstream: () => {
    const pglite = {
      stage: "upstream (PGlite)",
      configArgs: ["-c", "jest.upstream.config.mjs"],
      extraEnv: { DATABASE_URL: "" },
    };
    if (!env.TEST_DATABASE_URL) return jestStage(pglite.stage, pglite.configArgs, pglite.extraEnv);
    const postgres = {
      stage: "upstream (PostgreSQL)",
      configArgs: ["-c", "jest.upstream.config.mjs"],
      extraEnv: { DATABASE_URL: env.TEST_DATABASE_URL },
    };
    return jestStagesSideBySide([pglite, postgres]);
  },
  build: () =>
    check("build", process.execPath, ["node_modules/next/dist/bin/next", "build"], { NODE_ENV: "production" }),
  // Bytes, not timings: what a phone downloads before each page runs, against scripts/web-budgets.json.
  budgets: () => check("web budgets", process.execPath, ["scripts/check-web-budgets.mjs"]),
  e2e: () => e2eStage(),
};

const order = only ? only.split(",") : Object.keys(stages);
for (const name of order) {
  if (!stages[name]) {
    console.error(`unknown stage ${name}; stages: ${Object.keys(stages).join(", ")}`);
    process.exit(2);
  }
  if ((name === "e2e" || name === "budgets") && !existsSync(path.join(root, ".next", "BUILD_ID"))) stages.build();
  await stages[name]();
}

console.log("\n── summary ──");
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
