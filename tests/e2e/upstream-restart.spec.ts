import { expect, test } from "./support/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./support/panel-process";

// `npm start` with its embedded upstream, on ports and a DATA_DIR of its own: when the upstream
// dies (as it would running out of memory), the panel stays up and the upstream comes back.

let stack: ChildProcess | null = null;
let dataDir = "";
let output = "";

/** Resolves with the first match of `pattern` in what the stack has printed, now or later. */
function printed(pattern: RegExp, from = 0, timeoutMs = 120_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output.slice(from).match(pattern);
      if (!match) return false;
      clearTimeout(timer);
      stack?.stdout?.off("data", check);
      stack?.stderr?.off("data", check);
      resolve(match);
      return true;
    };
    const timer = setTimeout(() => reject(new Error(`not printed in time: ${pattern}\n${output}`)), timeoutMs);
    if (check()) return;
    stack?.stdout?.on("data", check);
    stack?.stderr?.on("data", check);
  });
}

test.afterEach(async () => {
  if (stack && stack.exitCode === null) {
    const exited = new Promise((resolve) => stack!.once("exit", resolve));
    stack.kill("SIGINT");
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test("an embedded upstream that dies is started again while the panel keeps answering", async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "restart-"));
  const port = await freePort();
  stack = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      BANK_SIZE: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  stack.stdout!.on("data", collect);
  stack.stderr!.on("data", collect);

  const [, firstPid] = await printed(/upstream ready on \S+ \(pid (\d+)\)/);
  await printed(/panel ready on/);
  const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
  expect(await health()).toEqual({ status: "ok", upstream: "up" });

  const before = output.length;
  process.kill(Number(firstPid), "SIGKILL");
  await printed(/upstream stopped unexpectedly \(SIGKILL\); starting it again in 1 s\./, before);
  const [, secondPid] = await printed(/upstream ready on \S+ \(pid (\d+)\)/, before);
  expect(secondPid).not.toBe(firstPid);

  await expect.poll(health, { timeout: 20_000 }).toEqual({ status: "ok", upstream: "up" });
  expect(stack.exitCode).toBeNull();
  const login = await fetch(`http://127.0.0.1:${port}/api/v1/api/acl/auth/login_setting`);
  expect(login.status).toBe(200);
});
