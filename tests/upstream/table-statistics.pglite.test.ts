/**
 * PGlite runs no autovacuum: the upstream refreshes its tables' statistics itself
 * (upstream/db/table-statistics.ts), or a statement prepared while the tables were young keeps
 * planning from their first rows. An arriving SMS looks for the send it answers among its line's
 * sends to that mobile: with statistics of an empty table, that read goes through every send of
 * the line, and each answer of a secretary makes one more. Runs on PGlite in a child process
 * (support/table-statistics-plans.ts).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../..");

let found: { stale: string; due: string[]; analyzed: string[]; fresh: string; dueAfter: string[] };

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(__dirname, "support/table-statistics-plans.ts")],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: "test" }, maxBuffer: 1 << 22 },
  );
  found = JSON.parse(stdout.trim().split("\n").pop()!) as typeof found;
}, 60_000);

it("analyzes the tables 5,000 new sends changed, and the reply-window lookup then goes by the mobile", () => {
  expect(found.stale).toMatch(/Seq Scan on sends/);
  expect(found.due).toEqual(["send_recipients", "sends"]);
  expect(found.analyzed).toEqual(["send_recipients", "sends"]);
  expect(found.fresh).not.toMatch(/Seq Scan/);
  expect(found.fresh).toMatch(/send_recipients_by_msisdn_idx/);
  // Nothing is analyzed again until it changes again.
  expect(found.dueAfter).toEqual([]);
});
