/**
 * PGlite runs no autovacuum: the upstream does its work itself (upstream/db/autovacuum.ts), or a
 * statement prepared while the tables were young keeps planning from their first rows, and every
 * update's old row keeps its space for good. Runs on PGlite in a child process
 * (support/autovacuum-runs.ts).
 */
import { lastJsonLineOf } from "./support/pglite-child";

interface ReportRounds {
  /** send_recipients' size in bytes after each round of delivery reports. */
  sizes: number[];
  vacuumed: string[][];
}

let found: {
  stale: string;
  due: string[];
  analyzed: string[];
  fresh: string;
  dueAfter: string[];
  unkept: ReportRounds;
  dueForVacuum: string[];
  kept: ReportRounds;
  dueForVacuumAfter: string[];
};

beforeAll(async () => {
  found = await lastJsonLineOf<typeof found>("autovacuum-runs.ts");
}, 60_000);

it("analyzes the tables 5,000 new sends changed, and the reply-window lookup then goes by the mobile", () => {
  // An arriving SMS looks for the send it answers among its line's sends to that mobile: with
  // statistics of an empty table, that read goes through every send of the line.
  expect(found.stale).toMatch(/Seq Scan on sends/);
  expect(found.due).toEqual(["send_recipients", "sends"]);
  expect(found.analyzed).toEqual(["send_recipients", "sends"]);
  expect(found.fresh).not.toMatch(/Seq Scan/);
  expect(found.fresh).toMatch(/send_recipients_by_msisdn_idx/);
  // Nothing is analyzed again until it changes again.
  expect(found.dueAfter).toEqual([]);
});

it("vacuums the dead rows of delivery reports, so the recipients' table stops growing with every round", () => {
  const [first, second, third] = found.unkept.sizes;
  expect(second).toBeGreaterThan(first!);
  expect(third).toBeGreaterThan(second!);
  expect(found.dueForVacuum).toEqual(["send_recipients"]);
  // Vacuumed after each round, the next round's rows take the space the last one left.
  expect(found.kept.vacuumed).toEqual([["send_recipients"], ["send_recipients"], ["send_recipients"]]);
  expect(found.kept.sizes[2]).toBe(found.kept.sizes[0]);
  expect(found.dueForVacuumAfter).toEqual([]);
});
