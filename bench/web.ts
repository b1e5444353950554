// What a phone sees of the built panel: Lighthouse's default mobile profile (simulated slow 4G,
// 4× CPU slowdown, a Moto G Power's screen) in Debian's Chromium, on six pages served by
// `npm start` (the built panel with its embedded upstream, on a fresh database): /login signed
// out, and /dashboard, /send-sms/quick, /reports, /contacts and /inbox signed in as the seeded
// demo account. Each page is fetched once first (a server's first render of a route is not what a
// phone waits for), then measured BENCH_WEB_RUNS times (3) with a fresh Chromium each time.
// Printed, each the median of the runs beside the issue's target: first-load JavaScript (gzip, read
// from the build by scripts/lib/first-load.mjs), the performance score, LCP, TBT, CLS, the
// accessibility and best-practices scores, the font bytes the page transferred and its font
// preloads; then the accessibility and best-practices audits each page failed, and its fonts.
// Needs a build (`npm run build`) and /usr/bin/chromium (or BENCH_CHROMIUM). Run with
// `npm run bench:web`; BENCH_WEB_PAGES=/dashboard,/inbox measures only those pages, and
// BENCH_WEB_REPORTS=<folder> keeps each run's whole Lighthouse report there as JSON.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse, { type Artifacts, type Flags, type Result } from "lighthouse";
import { userAgents } from "lighthouse/core/config/constants.js";
import { firstLoadOf, KB } from "../scripts/lib/first-load.mjs";
import { DEMO_PASSWORD } from "../upstream/seed/data/accounts";
import { freePort } from "../tests/e2e/support/panel-process";
import { start, stop } from "./support/processes";

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? "/usr/bin/chromium";
const ONLY_PAGES = process.env.BENCH_WEB_PAGES?.split(",").filter(Boolean) ?? null;
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ?? null;
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const NEXT_DIR = ".next";
const DEMO_USERNAME = "demo";
/** Of what a failed audit found, the lines shown per page. */
const MAX_ITEMS = 6;
const ATTEMPTS = 3;

interface Targets {
  firstLoadKb: number;
  ownKb: number | null;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const SIGN_IN_TARGETS: Targets = {
  firstLoadKb: 110,
  ownKb: null,
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
};
const PANEL_TARGETS: Targets = { firstLoadKb: 170, ownKb: 60, performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };
const SCORE_TARGET = 100;
const FONT_TARGET_KB = 120;
const FONT_PRELOAD_TARGET = 1;

const PAGES: { page: string; signedIn: boolean; targets: Targets }[] = [
  { page: "/login", signedIn: false, targets: SIGN_IN_TARGETS },
  { page: "/dashboard", signedIn: true, targets: PANEL_TARGETS },
  { page: "/send-sms/quick", signedIn: true, targets: PANEL_TARGETS },
  { page: "/reports", signedIn: true, targets: PANEL_TARGETS },
  { page: "/contacts", signedIn: true, targets: PANEL_TARGETS },
  { page: "/inbox", signedIn: true, targets: PANEL_TARGETS },
];

interface Budgets {
  pages: Record<string, { route: string; firstLoadJs: number; ownJs: number }>;
  fonts: number;
}

/** One Lighthouse run of a page, reduced to what the table shows. */
interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fontBytes: number;
  fonts: { url: string; bytes: number; preloaded: boolean }[];
  fontPreloads: number;
  failed: { id: string; title: string; category: string; items: string[] }[];
  warnings: string[];
  benchmarkIndex: number | undefined;
  seconds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `value mark target`, with ✓ when the value meets the target. */
const versus = (shown: string, met: boolean, target: string) => `${shown} ${met ? "✓" : "✗"} ${target}`;

async function startPanel(dataDir: string) {
  const { child, match } = await start(
    ["scripts/start.mjs"],
    {
      PORT: String(await freePort()),
      UPSTREAM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      // The operator's SMS stay out of this output.
      UPSTREAM_PRINT_SMS: "0",
    },
    /panel ready on (http:\/\/\S+)/,
  );
  return { child, url: match[1]!.replace(/\/$/, "") };
}

/** Signs the demo account in through the panel's own route and answers its cookies (`a=1; b=2`). */
async function signIn(panelUrl: string): Promise<string> {
  const res = await fetch(`${panelUrl}/api/v1/api/acl/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: panelUrl,
      "x-panel-request": "1",
      "sec-fetch-site": "same-origin",
    },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`signing in as ${DEMO_USERNAME} answered ${res.status}: ${text.slice(0, 300)}`);
  const method = (JSON.parse(text) as { data?: { method?: string } }).data?.method;
  if (method !== "login") throw new Error(`signing in as ${DEMO_USERNAME} asked for a code (method ${method})`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(";", 1)[0]!);
  if (cookies.length === 0) throw new Error("signing in set no cookie");
  return cookies.join("; ");
}

/** Renders a page once the way the phone will ask for it, and checks it is the page (no redirect). */
async function warm(url: string, cookie: string | null) {
  const res = await fetch(url, {
    redirect: "manual",
    headers: { "user-agent": userAgents.mobile, ...(cookie ? { cookie } : {}) },
  });
  await res.arrayBuffer();
  if (res.status !== 200) {
    throw new Error(
      `${url} answered ${res.status}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}`,
    );
  }
}

/** A fresh Chromium with its DevTools port, in a profile of its own. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "bench-web-chromium-"));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${CHROMIUM} did not open DevTools in 30 s:\n${errors}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
      if (errors.includes("DevTools listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${CHROMIUM} exited with ${code}:\n${errors}`));
    });
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A line for each thing an audit found: the console error, the issue and its URL, the element. */
interface DetailItem {
  source?: string;
  description?: string;
  issueType?: string;
  url?: string;
  sourceLocation?: { url?: string };
  node?: { snippet?: string; selector?: string };
  subItems?: { items?: { url?: string }[] };
}

function detailLines(details: unknown): string[] {
  const items = ((details as { items?: DetailItem[] } | undefined)?.items ?? []) as DetailItem[];
  const lines = items.map((item) =>
    [
      item.issueType,
      item.source && `${item.source}:`,
      item.description,
      item.node?.snippet ?? item.node?.selector,
      item.url ?? item.sourceLocation?.url,
      ...(item.subItems?.items ?? []).map((sub) => sub.url),
    ]
      .filter(Boolean)
      .join(" ")
      .replace(/\s+/g, " ")
      .slice(0, 240),
  );
  return [...new Set(lines)];
}

/**
 * The Content Security Policy issues Chromium raised, each with its directive and where: the
 * inspector-issues audit names only the blocked URL, which an inline script or style has none of.
 */
function cspIssues(artifacts: Artifacts): string[] {
  const issues = artifacts.InspectorIssues?.contentSecurityPolicyIssue ?? [];
  const lines = issues.map((issue) => {
    const where = issue.sourceCodeLocation;
    return [
      `CSP ${issue.contentSecurityPolicyViolationType}`,
      `(${issue.violatedDirective}${issue.isReportOnly ? ", report-only" : ""})`,
      issue.blockedURL ? `blocked ${issue.blockedURL}` : "",
      where ? `at ${where.url}:${where.lineNumber + 1}:${where.columnNumber + 1}` : "",
    ]
      .filter(Boolean)
      .join(" ");
  });
  return [...new Set(lines)];
}

/** Audits of a category that did not pass (scored below 1; informative and not-applicable ones aside). */
function failedAudits(lhr: Result, categoryId: string) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && /^(binary|numeric|metricSavings)$/.test(audit.scoreDisplayMode),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      category: category.title,
      items: detailLines(audit.details),
    }));
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  isLinkPreload?: boolean;
}

async function measure(url: string, cookie: string | null, reportPath: string | null): Promise<Run> {
  const chromium = await launchChromium();
  const started = performance.now();
  try {
    const flags: Flags = {
      port: chromium.port,
      hostname: "127.0.0.1",
      logLevel: "error",
      output: "json",
      formFactor: "mobile",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      []) as NetworkRequest[];
    const fonts = requests
      .filter((request) => request.resourceType === "Font")
      .map((request) => ({
        url: request.url,
        bytes: request.transferSize ?? 0,
        preloaded: Boolean(request.isLinkPreload),
      }));
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      fontBytes: fonts.reduce((total, font) => total + font.bytes, 0),
      fonts,
      fontPreloads: fonts.filter((font) => font.preloaded).length,
      failed: [...failedAudits(lhr, "accessibility"), ...failedAudits(lhr, "best-practices")].map((audit) =>
        audit.id === "inspector-issues" ? { ...audit, items: [...audit.items, ...cspIssues(result.artifacts)] } : audit,
      ),
      warnings: lhr.runWarnings.map(String),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await chromium.close();
  }
}

/** Where a run's whole report is kept, when BENCH_WEB_REPORTS asks for them. */
function reportFile(page: string, run: number): string | null {
  if (!REPORTS_DIR) return null;
  mkdirSync(REPORTS_DIR, { recursive: true });
  return path.join(REPORTS_DIR, `${page.slice(1).replaceAll("/", "-")}-${run}.json`);
}

/** A run, tried again (up to twice) when Lighthouse fails to record it (NO_NAVSTART, a protocol timeout). */
async function measureAgainOnFailure(url: string, cookie: string | null, reportPath: string | null): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, cookie, reportPath);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (${url}: ${error instanceof Error ? error.message : String(error)}; running it again)`);
    }
  }
}

/** Pads each column to its widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  const line = (row: string[]) => row.map((cell, column) => cell + " ".repeat(widths[column]! - [...cell].length));
  return rows
    .map((row, index) => {
      const text = line(row).join(" | ");
      return index === 0 ? `${text}\n${widths.map((width) => "-".repeat(width)).join("-|-")}` : text;
    })
    .join("\n");
}

async function main() {
  const began = performance.now();
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  if (!existsSync(path.join(NEXT_DIR, "BUILD_ID"))) {
    console.error(
      "No build of the panel (.next/BUILD_ID is missing): run `npm run build` first, then `npm run bench:web`.",
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (apt-get install chromium, or set BENCH_CHROMIUM to its path).`);
    process.exit(1);
  }
  const budgets = JSON.parse(readFileSync("scripts/web-budgets.json", "utf8")) as Budgets;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  const panel = await startPanel(dataDir);
  const results: { page: string; targets: Targets; total: number; own: number; runs: Run[] }[] = [];
  try {
    console.log(`build ${readFileSync(path.join(NEXT_DIR, "BUILD_ID"), "utf8").trim()}, panel on ${panel.url}`);
    const cookie = await signIn(panel.url);
    for (const { page, signedIn, targets } of PAGES.filter(({ page }) => !ONLY_PAGES || ONLY_PAGES.includes(page))) {
      const route = budgets.pages[page]?.route;
      if (!route) throw new Error(`scripts/web-budgets.json names no route for ${page}`);
      const { total, own } = firstLoadOf(NEXT_DIR, route);
      const url = `${panel.url}${page}`;
      await warm(url, signedIn ? cookie : null);
      const runs: Run[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const run = await measureAgainOnFailure(url, signedIn ? cookie : null, reportFile(page, i));
        runs.push(run);
        console.log(
          `${page} run ${i}/${RUNS}: performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ` +
            `TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, accessibility ${run.accessibility}, ` +
            `best practices ${run.bestPractices}, fonts ${(run.fontBytes / KB).toFixed(1)} kB ` +
            `(CPU benchmark index ${run.benchmarkIndex ?? "?"}; ${run.seconds.toFixed(0)} s)`,
        );
      }
      results.push({ page, targets, total, own, runs });
    }
  } finally {
    await stop(panel.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = [
    [
      "page",
      "JS first load gzip",
      "own JS",
      "performance",
      "LCP",
      "TBT",
      "CLS",
      "accessibility",
      "best practices",
      "fonts",
      "font preloads",
    ],
  ];
  for (const { page, targets, total, own, runs } of results) {
    const of = (pick: (run: Run) => number) => median(runs.map(pick));
    const performanceScore = of((run) => run.performance);
    const lcp = of((run) => run.lcpMs);
    const tbt = of((run) => run.tbtMs);
    const cls = of((run) => run.cls);
    const accessibility = of((run) => run.accessibility);
    const bestPractices = of((run) => run.bestPractices);
    const fonts = of((run) => run.fontBytes);
    const preloads = of((run) => run.fontPreloads);
    rows.push([
      page,
      versus(`${(total / KB).toFixed(1)} kB`, total <= targets.firstLoadKb * KB, `≤ ${targets.firstLoadKb}`),
      targets.ownKb === null
        ? `${(own / KB).toFixed(1)} kB`
        : versus(`${(own / KB).toFixed(1)} kB`, own <= targets.ownKb * KB, `≤ ${targets.ownKb}`),
      versus(String(performanceScore), performanceScore >= targets.performance, `≥ ${targets.performance}`),
      versus(`${(lcp / 1000).toFixed(2)} s`, lcp <= targets.lcpMs, `≤ ${(targets.lcpMs / 1000).toFixed(1)}`),
      versus(`${tbt.toFixed(0)} ms`, tbt <= targets.tbtMs, `≤ ${targets.tbtMs}`),
      versus(cls.toFixed(3), cls <= targets.cls, `≤ ${targets.cls}`),
      versus(String(accessibility), accessibility >= SCORE_TARGET, `= ${SCORE_TARGET}`),
      versus(String(bestPractices), bestPractices >= SCORE_TARGET, `= ${SCORE_TARGET}`),
      versus(`${(fonts / KB).toFixed(1)} kB`, fonts <= FONT_TARGET_KB * KB, `≤ ${FONT_TARGET_KB}`),
      versus(String(preloads), preloads === FONT_PRELOAD_TARGET, `= ${FONT_PRELOAD_TARGET}`),
    ]);
  }
  console.log(`\nMedian of ${RUNS} Lighthouse runs per page (mobile: simulated slow 4G, 4× CPU slowdown):\n`);
  console.log(table(rows));
  console.log(
    `\nThe budgets npm test enforces now (scripts/web-budgets.json, first load / own kB): ${Object.entries(
      budgets.pages,
    )
      .map(([page, budget]) => `${page} ${budget.firstLoadJs}/${budget.ownJs}`)
      .join(", ")}; fonts in the build ${budgets.fonts}.`,
  );

  console.log("\nAccessibility and best-practices audits that failed (runs failing of the page's runs):");
  for (const { page, runs } of results) {
    const failed = new Map<string, { title: string; category: string; runs: number; items: Set<string> }>();
    for (const run of runs) {
      for (const audit of run.failed) {
        const known = failed.get(audit.id) ?? {
          title: audit.title,
          category: audit.category,
          runs: 0,
          items: new Set<string>(),
        };
        known.runs++;
        for (const item of audit.items) known.items.add(item);
        failed.set(audit.id, known);
      }
    }
    console.log(`  ${page}:${failed.size === 0 ? " none" : ""}`);
    for (const [id, audit] of failed) {
      console.log(`    [${audit.category}] ${id}: ${audit.title} (${audit.runs}/${runs.length})`);
      const items = [...audit.items];
      for (const item of items.slice(0, MAX_ITEMS)) console.log(`      - ${item}`);
      if (items.length > MAX_ITEMS) console.log(`      … and ${items.length - MAX_ITEMS} more`);
    }
  }

  console.log("\nFonts each page transferred (the first run; * preloaded):");
  for (const { page, runs } of results) {
    const first = runs[0]!;
    const list = first.fonts
      .map(
        (font) =>
          `${new URL(font.url).pathname.split("/").pop()}${font.preloaded ? "*" : ""} ${(font.bytes / KB).toFixed(1)} kB`,
      )
      .join(", ");
    console.log(
      `  ${page}: ${first.fonts.length} font file(s), ${(first.fontBytes / KB).toFixed(1)} kB, ` +
        `${first.fontPreloads} preloaded${list ? `: ${list}` : ""}`,
    );
  }

  const warnings = [...new Set(results.flatMap((result) => result.runs.flatMap((run) => run.warnings)))];
  if (warnings.length > 0) console.log(`\nLighthouse warned:\n${warnings.map((w) => `  ${w}`).join("\n")}`);
  const indexes = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex ?? Number.NaN));
  console.log(
    `\nCPU benchmark index (Lighthouse's, median) ${median(indexes).toFixed(0)}; ` +
      `the bench took ${((performance.now() - began) / 1000 / 60).toFixed(1)} min.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
