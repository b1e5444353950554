#!/usr/bin/env node
// `npm start`: the panel on PORT, with the embedded reference upstream when API_BASE_URL is unset.
// Builds first when no build exists. One Ctrl-C stops everything cleanly. An embedded upstream
// that dies is started again (with a growing pause) while the panel keeps serving.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { panelEnvProblems } from "../lib/bff/panel-env.mjs";
import { startChild, stopAll, waitForLine } from "./lib/processes.mjs";
import { ensureSessionSecret } from "./lib/session-secret.mjs";
import { restartDelay } from "./lib/restart-delay.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const dev = process.argv.includes("--dev");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: dev ? "development" : "production" };
env.PORT ??= "3000";
env.UPSTREAM_PORT ??= "4000";
env.DATA_DIR = path.resolve(env.DATA_DIR ?? ".data");

/** The children running now, the panel last. */
const children = new Map();
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll([children.get("panel"), children.get("upstream")].filter(Boolean));
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

function watchPanel(child) {
  children.set("panel", child);
  child.once("exit", (code) => {
    if (stopping) return;
    console.error(`panel stopped unexpectedly (code ${code}); stopping the rest.`);
    void stop(code || 1);
  });
}

/** Starts the embedded upstream and resolves with its URL once it is ready. */
async function startUpstream(upstreamEnv) {
  const upstream = startChild("upstream", process.execPath, ["--import", "tsx", "upstream/main.ts"], upstreamEnv);
  children.set("upstream", upstream);
  const [, url] = await waitForLine(upstream, /upstream ready on (http:\/\/\S+)/);
  return { upstream, url };
}

/** Keeps the embedded upstream running: each unexpected exit is logged and followed by a restart. */
function superviseUpstream(upstream, upstreamEnv) {
  let failures = 0;
  let startedAt = Date.now();
  const onExit = (code, signal) => {
    if (stopping) return;
    failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
    const delay = restartDelay(failures);
    console.error(
      `upstream stopped unexpectedly (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s.`,
    );
    setTimeout(async () => {
      if (stopping) return;
      try {
        startedAt = Date.now();
        const { upstream: next } = await startUpstream(upstreamEnv);
        next.once("exit", onExit);
      } catch (error) {
        console.error(`upstream: ${error instanceof Error ? error.message : error}`);
        onExit(children.get("upstream")?.exitCode ?? 1, null);
      }
    }, delay).unref?.();
  };
  upstream.once("exit", onExit);
}

/** The panel's settings, checked before anything starts (the embedded upstream's are filled in later). */
function checkPanelSettings() {
  const embedded = !env.API_BASE_URL;
  const planned = embedded
    ? { ...env, API_BASE_URL: `http://127.0.0.1:${env.UPSTREAM_PORT}`, PANEL_EMBEDDED_UPSTREAM: "1" }
    : env;
  const problems = panelEnvProblems(planned, { dev });
  if (problems.length > 0)
    throw new Error(`panel: the configuration is not valid:\n${problems.map((line) => `  ${line}`).join("\n")}`);
}

try {
  env.SESSION_SECRET = ensureSessionSecret(env.DATA_DIR, !dev);
  checkPanelSettings();

  if (!env.API_BASE_URL) {
    // Development routes stay off unless UPSTREAM_DEV_ROUTES=1 is set; the operator prints each
    // SMS it delivers here instead, so a one-time code can be read without them.
    // The panel tells its upstream each browser's address (for the sign-in throttle) with a
    // secret only the two of them know, made anew at every start.
    env.UPSTREAM_FORWARD_SECRET ??= randomBytes(32).toString("hex");
    const upstreamEnv = { ...env, UPSTREAM_PRINT_SMS: env.UPSTREAM_PRINT_SMS ?? "1" };
    const { upstream, url } = await startUpstream(upstreamEnv);
    // A restart must come back on the same port the panel already talks to.
    upstreamEnv.UPSTREAM_PORT = new URL(url).port;
    superviseUpstream(upstream, upstreamEnv);
    env.API_BASE_URL = url;
    env.SOCKET_URL ??= `${url.replace(/^http/, "ws")}/socket`;
    env.PANEL_EMBEDDED_UPSTREAM = "1";
  }

  if (!dev && !existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("No build yet: building the panel once (next build)…");
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }

  const panel = startChild("panel", process.execPath, ["server.mjs", ...(dev ? ["--dev"] : [])], env);
  watchPanel(panel);
  await waitForLine(panel, /panel ready on/);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
