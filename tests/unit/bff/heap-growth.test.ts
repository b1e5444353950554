/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const CHURN = path.join(__dirname, "support", "heap-churn.mjs");

/** The most heap a server-like process held, and what was live, with or without the panel's limit. */
async function churn(limited: boolean): Promise<{ mostHeldMib: number; liveMib: number }> {
  const { stdout } = await run(process.execPath, ["--expose-gc", CHURN], {
    env: { ...process.env, LIMIT_HEAP_GROWTH: limited ? "1" : "0", CHURN_MS: "3000" },
  });
  return JSON.parse(stdout) as { mostHeldMib: number; liveMib: number };
}

describe("the panel's heap growth", () => {
  it("keeps a busy heap within three times its live objects, where V8 alone holds over four", async () => {
    const limited = await churn(true);
    const alone = await churn(false);
    expect(limited.mostHeldMib).toBeLessThan(3 * limited.liveMib);
    // The same work without the limit: what the panel held before it (the check would fail there).
    expect(alone.mostHeldMib).toBeGreaterThan(4 * alone.liveMib);
  }, 30_000);
});
