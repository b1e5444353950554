import type { Context, MiddlewareHandler } from "hono";
import { clientAddress } from "../auth/client-address";
import type { Db } from "../db/client";
import { apiCalls } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import type { ApiKeyCaller } from "./key-auth";
import { keptBody, redactedHeaders, redactedQuery } from "./redact";

type CallRow = typeof apiCalls.$inferInsert;

/** A call waiting to be written: what was known when it was answered, the bodies still to be read. */
interface PendingCall {
  row: Omit<CallRow, "requestBody" | "responseBody">;
  requestBody: Promise<string | null>;
  responseBody: Promise<string | null>;
}

const FLUSH_EVERY_MS = 250;
const FLUSH_AT_ROWS = 500;
/** Calls held while the database does not take them; older ones are dropped past this. */
const QUEUE_MAX = 20_000;

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

const knownAddress = (address: string) => (address === "unknown" ? null : address);

/** A body as text when it is one the log keeps (JSON, a form's fields, plain text), else a note of what it was. */
function bodyText(contentType: string | null | undefined, read: () => Promise<string>): Promise<string | null> {
  if (!contentType) return read().catch(() => null);
  if (TEXT_TYPES.test(contentType)) return read().catch(() => null);
  return Promise.resolve(`[بدنه از نوع ${contentType.split(";")[0]} نگه داشته نمی‌شود]`);
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

  const schedule = () => {
    if (queue.length >= FLUSH_AT_ROWS) {
      if (timer) clearTimeout(timer);
      flush();
    } else if (!timer) {
      timer = setTimeout(flush, FLUSH_EVERY_MS);
      timer.unref();
    }
  };

  const note = (c: Context<AppEnv>, key: ApiKeyCaller, startedAt: Date, durationMs: number) => {
    const request = c.req.raw;
    const answer = c.res;
    const url = new URL(request.url);
    // A body the route did not read is read now, before the answer goes out and Node drops it.
    const requestBody = bodyText(request.headers.get("content-type"), () => c.req.text());
    const answerType = answer.headers.get("content-type");
    const responseBody = answer.body ? bodyText(answerType, () => answer.clone().text()) : Promise.resolve(null);
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
        createdAt: startedAt,
      },
      requestBody,
      responseBody,
    });
    if (queue.length > QUEUE_MAX) queue.splice(0, queue.length - QUEUE_MAX);
    schedule();
  };

  return async (c, next) => {
    const startedAt = new Date();
    const started = performance.now();
    await next();
    const key = c.get("apiKey");
    if (!key) return;
    try {
      note(c, key, startedAt, performance.now() - started);
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
        responseBody: keptBody(await call.responseBody),
      })),
    );
    await db.insert(apiCalls).values(rows);
  } catch (error) {
    console.error(`api calls: ${batch.length} calls could not be written to the log:`, error);
  }
}
