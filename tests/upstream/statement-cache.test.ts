/**
 * PGlite's statement cache (upstream/db/statement-cache.ts): a text met a third time runs as a
 * prepared statement and must answer exactly what the plain query answers, for every kind of
 * value a route binds, inside and outside transactions. It runs on PGlite whatever DATABASE_URL
 * says (PostgreSQL's driver prepares statements itself), in a child process (support/statement-cache-runs.ts).
 */
import { lastJsonLineOf } from "./support/pglite-child";

interface Runs {
  plainValues: unknown[];
  cachedValues: unknown[][];
  preparedAfterValues: number;
  noParameters: unknown[][];
  insertedIds: number[];
  affected: number[];
  readBack: unknown;
  cachedRefusal: string;
  plainRefusal: string;
  untypedAnswers: unknown[];
  keptAfterRefusedPrepare: number;
  rolledBack: string;
  countAfterRollback: number;
  preparedKeptThroughRollback: boolean;
}

let runs: Runs;

beforeAll(async () => {
  runs = await lastJsonLineOf<Runs>("statement-cache-runs.ts");
}, 60_000);

test("a statement met a third time is prepared, and answers what the plain query answers for every kind of value", () => {
  expect(runs.preparedAfterValues).toBe(1);
  expect(runs.plainValues).toEqual([
    {
      a: "it's \\ «نقل‌قول» ' ''",
      b: 42,
      c: ["a'b", "c,d", 'e"f', "g\\h", ""],
      d: { say: "it's", n: [1, null] },
      e: "2026-11-27T06:00:00.000Z",
      f: true,
    },
  ]);
  for (const answer of runs.cachedValues) expect(answer).toEqual(runs.plainValues);
});

test("a statement without parameters, inserts answering their ids, and updates their counts of rows", () => {
  expect(runs.noParameters).toEqual([[{ one: 1 }], [{ one: 1 }], [{ one: 1 }], [{ one: 1 }]]);
  expect(runs.insertedIds).toEqual([1, 2, 3, 4]);
  expect(runs.affected).toEqual([2, 3, 4, 4]);
  expect(runs.readBack).toEqual({ amount: "12.5", meta: null, at: null });
});

test("a prepared statement's database error is the plain query's", () => {
  expect(runs.plainRefusal).toBe("23505");
  expect(runs.cachedRefusal).toBe("23505");
});

test("in a transaction, a statement that cannot be prepared runs as it is and the transaction commits", () => {
  expect(runs.untypedAnswers).toEqual([0, 1, 2, 3].map((i) => ({ echoed: `value ${i}` })));
  expect(runs.keptAfterRefusedPrepare).toBe(1);
});

test("a statement prepared in a transaction that rolled back is used again after it", () => {
  expect(runs.rolledBack).toBe("changed my mind");
  expect(runs.countAfterRollback).toBe(4);
  expect(runs.preparedKeptThroughRollback).toBe(true);
});
