import type { Context, MiddlewareHandler } from "hono";
import { clientAddress } from "../auth/client-address";
import type { Db } from "../db/client";
import { apiCalls } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import type { ApiKeyCaller } from "./key-auth";
import { isApiKeyFormat } from "./key-secret";
import { keptAnswer, keptBody, redactedHeaders, redactedQuery } from "./redact";

type CallRow = typeof apiCalls.$inferInsert;

/** A call waiting to be written: what was known when it was answered, the bodies still to be read. */
interface PendingCall {
  row: Omit<CallRow, "requestBody" | "responseBody">;
  requestBody: Promise<string | null>;
  /** The answer's text as kept (secrets removed, cut), made only when the batch is written. */
  responseBody: () => string | null;
}

const FLUSH_EVERY_MS = 250;
const FLUSH_AT_ROWS = 500;
/** Calls held while the database does not take them; older ones are dropped past this. */
const QUEUE_MAX = 20_000;

/** Every log of this process, so a stopping server writes what is still queued. */
const openLogs = new Set<() => Promise<void>>();

/** Writes every call still queued; `main.ts` awaits it after the server has stopped taking calls. */
export async function drainApiCallLogs(): Promise<void> {
  await Promise.all([...openLogs].map((drain) => drain()));
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

const knownAddress = (address: string) => (address === "unknown" ? null : address);

const notKept = (contentType: string) => `[بدنه از نوع ${contentType.split(";")[0]} نگه داشته نمی‌شود]`;

/**
 * The request's body as text when it is one the log keeps (JSON, a form's fields, plain text),
 * else a note of what it was. Mostly the text the route already read (Hono keeps it); a GET has
 * none, and reading one would cost the call a full Request object.
 */
function requestText(c: Context<AppEnv>): Promise<string | null> {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD") return Promise.resolve(null);
  const contentType = c.req.header("content-type");
  if (contentType && !TEXT_TYPES.test(contentType)) return Promise.resolve(notKept(contentType));
  return c.req.text().catch(() => null);
}

/** No JSON answer was made: the answer is a file or text the log names by its type. */
const NO_JSON = Symbol("no JSON answer");

/**
 * Notes the object a call answers with `c.json` (routes and the app's error handler alike), so the
 * log can write its text after the answer has gone out. Reading the answer back instead would
 * turn Node's string fast path into a stream for every call made with a key.
 */
function watchJsonAnswer(c: Context<AppEnv>): () => unknown {
  let answered: unknown = NO_JSON;
  const json = c.json.bind(c) as (...args: unknown[]) => Response;
  (c as unknown as { json: (...args: unknown[]) => Response }).json = (object: unknown, ...rest: unknown[]) => {
    answered = object;
    return json(object, ...rest);
  };
  return () => answered;
}

/**
 * The log of calls made with API keys: the middleware notes each call once it has been answered
 * and queues it; every 250 ms (or at 500 queued) the queue is written in one multi-row insert. The
 * bodies are read and their secrets removed at that point, after the answer has gone out, so the
 * log never slows a call; a failure to write is logged and never reaches the caller.
 */
export function apiCallLog({ db, env }: Pick<Deps, "db" | "env">): MiddlewareHandler<AppEnv> {
  const queue: PendingCall[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    const batch = queue.splice(0, queue.length);
    if (batch.length === 0) return;
    flushing = flushing.then(() => writeBatch(db, batch));
  };

  openLogs.add(async () => {
    if (timer) clearTimeout(timer);
    flush();
    await flushing;
  });

  const schedule = () => {
    if (queue.length >= FLUSH_AT_ROWS) {
      if (timer) clearTimeout(timer);
      flush();
    } else if (!timer) {
      timer = setTimeout(flush, FLUSH_EVERY_MS);
      timer.unref();
    }
  };

  const note = (c: Context<AppEnv>, key: ApiKeyCaller, answered: unknown, startedAt: Date, durationMs: number) => {
    const request = c.req.raw;
    const answer = c.res;
    const url = new URL(request.url);
    // A body the route did not read is read now, before the answer goes out and Node drops it.
    const requestBody = requestText(c);
    const answerType = answer.headers.get("content-type");
    const responseBody = () => (answered !== NO_JSON ? keptAnswer(answered) : answerType ? notKept(answerType) : null);
    queue.push({
      row: {
        userId: key.accountId,
        keyId: key.id,
        method: request.method,
        path: url.pathname,
        query: redactedQuery(url.search),
        status: answer.status,
        durationMs: Math.round(durationMs),
        clientAddress: knownAddress(clientAddress(c, env.UPSTREAM_FORWARD_SECRET)),
        requestHeaders: redactedHeaders(request.headers),
        responseHeaders: redactedHeaders(answer.headers),
        createdAt: startedAt,
      },
      requestBody,
      responseBody,
    });
    if (queue.length > QUEUE_MAX) queue.splice(0, queue.length - QUEUE_MAX);
    schedule();
  };

  return async (c, next) => {
    // Only a call that may be made with a key is watched; a session's calls pass untouched.
    if (!isApiKeyFormat(c.req.header("authorization")?.trim() ?? "")) return next();
    const startedAt = new Date();
    const started = performance.now();
    const answered = watchJsonAnswer(c);
    await next();
    const key = c.get("apiKey");
    if (!key) return;
    try {
      note(c, key, answered(), startedAt, performance.now() - started);
    } catch (error) {
      console.error("api calls: a call could not be noted for the log:", error);
    }
  };
}

async function writeBatch(db: Db, batch: PendingCall[]): Promise<void> {
  try {
    const rows: CallRow[] = await Promise.all(
      batch.map(async (call) => ({
        ...call.row,
        requestBody: keptBody(await call.requestBody),
        responseBody: call.responseBody(),
      })),
    );
    await db.insert(apiCalls).values(rows);
  } catch (error) {
    console.error(`api calls: ${batch.length} calls could not be written to the log:`, error);
  }
}
