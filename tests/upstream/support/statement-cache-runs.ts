/**
 * Runs statements through PGlite's statement cache (upstream/db/statement-cache.ts) and through
 * PGlite itself, and prints what each answered as one line of JSON, for statement-cache.test.ts
 * (jest cannot load PGlite's WebAssembly; this runs under tsx in a child process).
 */
import { PGlite } from "@electric-sql/pglite";
import { withStatementCache } from "../../../upstream/db/statement-cache";

const errorCode = (error: unknown) => (error as { code?: string }).code ?? String(error);

async function main() {
  const raw = await PGlite.create();
  const cached = await withStatementCache(raw);
  await raw.exec(`
    create table notes (id serial primary key, body text not null, tags text[] not null default '{}',
      meta jsonb, amount numeric(20, 1), at timestamptz, flag boolean);
    create unique index notes_body_key on notes (body);`);
  const preparedNames = async () =>
    (await raw.query<{ name: string }>("select name from pg_prepared_statements")).rows.map((r) => r.name);
  /** The same text four times: the third and fourth run prepared. */
  const fourTimes = async (text: string, params: unknown[]) => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await cached.query(text, params)).rows);
    return answers;
  };

  // Every kind of value a route binds, with quotes and backslashes where they could break out.
  const values =
    "select $1::text as a, $2::int as b, $3::text[] as c, $4::jsonb as d, $5::timestamptz as e, $6::boolean as f";
  const params = [
    "it's \\ «نقل‌قول» ' ''",
    42,
    ["a'b", "c,d", 'e"f', "g\\h", ""],
    { say: "it's", n: [1, null] },
    new Date("2026-11-27T06:00:00.000Z"),
    true,
  ];
  const plainValues = (await raw.query(values, params)).rows;
  const cachedValues = await fourTimes(values, params);
  const preparedAfterValues = (await preparedNames()).length;

  const noParameters = await fourTimes("select 1 as one", []);

  const insert = "insert into notes (body, tags, meta, amount, at, flag) values ($1, $2, $3, $4, $5, $6) returning id";
  const insertedIds = [];
  for (let i = 0; i < 4; i++)
    insertedIds.push(
      (await cached.query<{ id: number }>(insert, [`note ${i}`, [], null, "12.5", null, null])).rows[0]!.id,
    );
  const affected = [];
  for (let i = 0; i < 4; i++)
    affected.push((await cached.query("update notes set flag = $1 where id <= $2", [i % 2 === 0, 2 + i])).affectedRows);
  const readBack = (await cached.query("select amount, meta, at from notes where id = $1", [1])).rows[0];

  const duplicate = "insert into notes (body) values ($1)";
  for (let i = 0; i < 3; i++) await cached.query(duplicate, [`unique ${i}`]);
  const cachedRefusal = await cached.query(duplicate, ["unique 0"]).then(() => "stored", errorCode);
  const plainRefusal = await raw.query(duplicate, ["unique 0"]).then(() => "stored", errorCode);

  // A PREPARE refused inside a transaction (here: its name already taken on this connection) must
  // not abort the transaction: the statement runs as it is, and what the transaction wrote commits.
  const taken = await PGlite.create();
  await taken.exec("create table notes (body text); prepare cached_1 as select 'taken'");
  const takenCached = await withStatementCache(taken);
  const untypedAnswers: unknown[] = [];
  await takenCached.transaction(async (tx) => {
    for (let i = 0; i < 4; i++)
      untypedAnswers.push((await tx.query("select $1::text as echoed", [`value ${i}`])).rows[0]);
    await tx.query("insert into notes (body) values ($1)", ["written in the transaction"]);
  });
  const keptAfterRefusedPrepare = (
    await taken.query("select 1 from notes where body = $1", ["written in the transaction"])
  ).rows.length;
  await taken.close();

  const count = "select count(*)::int as n from notes where body like $1";
  const rolledBack = await cached
    .transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.query(count, ["note%"]);
      throw new Error("changed my mind");
    })
    .then(
      () => "committed",
      (error: Error) => error.message,
    );
  const namesAfterRollback = await preparedNames();
  const countAfterRollback = (await cached.query<{ n: number }>(count, ["note%"])).rows[0]!.n;
  const namesAfterReuse = await preparedNames();

  console.log(
    JSON.stringify({
      plainValues,
      cachedValues,
      preparedAfterValues,
      noParameters,
      insertedIds,
      affected,
      readBack,
      cachedRefusal,
      plainRefusal,
      untypedAnswers,
      keptAfterRefusedPrepare,
      rolledBack,
      countAfterRollback,
      preparedKeptThroughRollback: namesAfterRollback.length === namesAfterReuse.length,
    }),
  );
  await raw.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
