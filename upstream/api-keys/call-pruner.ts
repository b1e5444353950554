import type { Db } from "../db/client";
import { startRounds } from "../services/rounds";
import { pruneApiCalls } from "./call-queries";

/** How often calls past their 30 days are looked for. */
const TICK_MS = 60 * 60 * 1000;

export interface ApiCallPruner {
  stop(): Promise<void>;
}

/**
 * Deletes calls older than 30 days from the log in the background: once shortly after start and
 * then every hour, as the gift expiry runner does its rounds (several processes may each run it;
 * a delete of rows already gone deletes nothing).
 */
export function startApiCallPruner(db: Db, options: { tickMs?: number; firstMs?: number } = {}): ApiCallPruner {
  return startRounds(() => pruneApiCalls(db), {
    tickMs: options.tickMs ?? TICK_MS,
    firstMs: options.firstMs ?? 10_000,
    failure: "upstream: pruning the API call log failed:",
  });
}
