import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/** How often a query text is met before it is prepared: once-off statements are not worth a name. */
const SEEN_BEFORE_PREPARE = 3;
/** At most this many statements are prepared; texts met later run as they always did. */
const MAX_PREPARED = 2000;
/** Texts counted but not yet prepared are forgotten past this many (multi-row inserts vary without end). */
const MAX_COUNTED = 20_000;
/**
 * Statements with more values than this (multi-row inserts) are left alone: their planning is
 * little beside their work, and each row count would be a statement of its own.
 */
const MAX_PARAMS = 100;
/** Only these can be PREPAREd; anything else (SET, SAVEPOINT, VACUUM, ...) is run as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** How a prepared statement's parameters become literals: the PGlite serializer of each one's type. */
interface Prepared {
  name: string;
  serializers: ((value: unknown) => string)[];
}

/** What `query` and `exec` run on: the database itself, or a transaction of it. */
type Runner = Pick<PGlite | Transaction, "query" | "exec">;

/**
 * PGlite's `query` parses, analyses and plans its text every time. For the statements a server
 * runs thousands of times (every call's session check, every pattern send's inserts), that costs
 * several times running them: the session check's six-table join takes 1.2 ms planned and 0.2 ms
 * prepared. PostgreSQL drivers keep such statements prepared on their connection; PGlite has one
 * connection and keeps none, so this does the same for it: a text met a third time is PREPAREd
 * under a name, and from then on runs as `EXECUTE name('…', …)`.
 *
 * Each parameter is written as a quoted literal of exactly the text PGlite would have bound for it
 * (its serializer for the parameter's type), so the value reaches the statement through the same
 * input function; with standard_conforming_strings on, doubling single quotes is the whole quoting.
 * Drizzle calls only `query` and `transaction`, so only those are wrapped.
 */
export async function withStatementCache(pg: PGlite): Promise<PGlite> {
  const setting = await pg.query<{ on: boolean }>("select current_setting('standard_conforming_strings') = 'on' as on");
  if (!setting.rows[0]?.on) return pg;

  const prepared = new Map<string, Prepared>();
  const counted = new Map<string, number>();
  /** Texts being prepared now, or that could not be: run as they are. */
  const passOver = new Set<string>();
  let nextName = 1;

  async function prepare(runner: Runner, text: string, inTransaction: boolean): Promise<void> {
    const name = `cached_${nextName++}`;
    passOver.add(text);
    try {
      // In a transaction a refused PREPARE would abort it: a savepoint keeps the refusal to itself.
      // (PREPARE is not undone by a rollback: the statement lives as long as the connection.)
      if (inTransaction) await runner.exec("savepoint statement_cache");
      try {
        await runner.exec(`prepare ${name} as ${text}`);
      } catch {
        if (inTransaction)
          await runner.exec("rollback to savepoint statement_cache; release savepoint statement_cache");
        return;
      }
      const described = await runner.query<{ types: number[] }>(
        "select array(select unnest(parameter_types)::oid) as types from pg_prepared_statements where name = $1",
        [name],
      );
      if (inTransaction) await runner.exec("release savepoint statement_cache");
      const types = described.rows[0]?.types ?? [];
      prepared.set(text, {
        name,
        serializers: types.map((oid) => {
          const serialize = pg.serializers[oid];
          return serialize ? (value: unknown) => serialize(value) : (value: unknown) => String(value);
        }),
      });
      passOver.delete(text);
    } catch {
      // The statement runs as it is; nothing about it is retried.
    }
  }

  async function query<T>(
    runner: Runner,
    inTransaction: boolean,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const statement = prepared.get(text);
    if (statement && !options?.blob && !options?.paramTypes && params.length === statement.serializers.length) {
      const literals = params.map((value, i) =>
        value === null || value === undefined ? "null" : quoted(statement.serializers[i]!(value)),
      );
      const call = literals.length === 0 ? statement.name : `${statement.name}(${literals.join(", ")})`;
      const [result] = await runner.exec(`execute ${call}`, options);
      return result as Results<T>;
    }
    if (
      !options?.paramTypes &&
      params.length <= MAX_PARAMS &&
      !passOver.has(text) &&
      prepared.size < MAX_PREPARED &&
      PREPARABLE.test(text)
    ) {
      const seen = (counted.get(text) ?? 0) + 1;
      if (seen >= SEEN_BEFORE_PREPARE) {
        counted.delete(text);
        await prepare(runner, text, inTransaction);
        if (prepared.has(text)) return query(runner, inTransaction, text, params, options);
      } else {
        if (counted.size >= MAX_COUNTED) counted.clear();
        counted.set(text, seen);
      }
    }
    return runner.query<T>(text, params, options);
  }

  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property, receiver) {
        if (property === "query")
          return (text: string, params?: unknown[], options?: QueryOptions) =>
            query(target, true, text, params, options);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });

  return new Proxy(pg, {
    get(target, property) {
      if (property === "query")
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          query(target, false, text, params, options);
      if (property === "transaction")
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTransaction(tx)));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A string constant: with standard_conforming_strings on, a backslash is an ordinary character. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
