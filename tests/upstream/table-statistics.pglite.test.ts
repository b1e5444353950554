/**
 * PGlite runs no autovacuum: the upstream refreshes its tables' statistics itself
 * (upstream/db/table-statistics.ts), or a statement prepared while the tables were young keeps
 * planning from their first rows. An arriving SMS looks for the send it answers among its line's
 * sends to that mobile: with statistics of an empty table, that read goes through every send of
 * the line, and each answer of a secretary makes one more. Runs on PGlite in a child process
 * (support/table-statistics-plans.ts).
 */
import { lastJsonLineOf } from "./support/pglite-child";

let found: { stale: string; due: string[]; analyzed: string[]; fresh: string; dueAfter: string[] };

beforeAll(async () => {
  found = await lastJsonLineOf<typeof found>("table-statistics-plans.ts");
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
