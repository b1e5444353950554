import { spawn } from "node:child_process";

/** Starts a child that shares this terminal's output, prefixed lines aside. */
export function startChild(name, command, args, env) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  child.name = name;
  return child;
}

/** Resolves when the child prints a line matching `pattern`; rejects if it exits first. */
export function waitForLine(child, pattern, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(
      () => reject(new Error(`${child.name} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const match = buffer.match(pattern);
      if (match) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        child.stdout.pipe(process.stdout);
        resolve(match);
      }
      buffer = buffer.slice(-4096);
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${child.name} exited with code ${code} before it was ready`));
    });
  });
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Stops children in order (the panel before the upstream it talks to), giving each time to
 * close cleanly; the upstream closes its database on SIGINT.
 */
export async function stopAll(children, signal = "SIGINT") {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(forced);
  }
}
