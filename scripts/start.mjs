#!/usr/bin/env node
// `npm start`: the panel on PORT, with the embedded reference upstream when API_BASE_URL is unset.
// Builds first when no build exists. One Ctrl-C stops everything cleanly.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startChild, stopAll, waitForLine } from "./lib/processes.mjs";
import { ensureSessionSecret } from "./lib/session-secret.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const dev = process.argv.includes("--dev");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: dev ? "development" : "production" };
env.PORT ??= "3000";
env.UPSTREAM_PORT ??= "4000";
env.DATA_DIR = path.resolve(env.DATA_DIR ?? ".data");

const children = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll([...children].reverse());
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

function watch(child) {
  children.push(child);
  child.once("exit", (code) => {
    if (!stopping) {
      console.error(`${child.name} stopped unexpectedly (code ${code}); stopping the rest.`);
      void stop(code || 1);
    }
  });
}

try {
  env.SESSION_SECRET = ensureSessionSecret(env.DATA_DIR, !dev);

  if (!env.API_BASE_URL) {
    const upstream = startChild("upstream", process.execPath, ["--import", "tsx", "upstream/main.ts"], {
      ...env,
      UPSTREAM_DEV_ROUTES: "1",
    });
    watch(upstream);
    const [, url] = await waitForLine(upstream, /upstream ready on (http:\/\/\S+)/);
    env.API_BASE_URL = url;
    env.SOCKET_URL ??= `${url.replace(/^http/, "ws")}/socket`;
  }

  if (!dev && !existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("No build yet: building the panel once (next build)…");
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { env, stdio: "inherit" });
    if (build.status !== 0) throw new Error("next build failed");
  }

  const panel = startChild("panel", process.execPath, ["server.mjs", ...(dev ? ["--dev"] : [])], env);
  watch(panel);
  await waitForLine(panel, /panel ready on/);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
