import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";
import { bulkSummary } from "../reports/bulk-summary";

const byBulkQuery = z.object({ messages_outbox_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Edge answers an unknown or foreign send with 404 and its 400-1 code. */
const sendNotFound = () => new ApiFailure(404, MESSAGES.sendNotFound, MESSAGE_CODES.invalidCredentials);

/** The reports of sends: `by_bulk` (one send's summary). */
export function reportRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).get("/by_bulk", async (c) => {
    const { messages_outbox_id: id } = readQuery(c, byBulkQuery);
    const summary = await bulkSummary(db, c.get("user").id, id);
    if (!summary) throw sendNotFound();
    return ok(c, summary);
  });
}
