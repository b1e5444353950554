import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { sends } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { parseWith, readBody } from "../http/validate";

const sendParam = z.object({ id: z.coerce.number().int().positive() });
const sendChange = z.object({
  /** Moves the send's times this many days (and `age_hours` hours) into the past, as if it had been made then. */
  age_days: z.number().int().min(0).max(3650).default(0),
  age_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 3650)
    .default(0),
  /** Marks it as one the panel made for the user (an OTP, a notice). */
  systemic: z.boolean().optional(),
});

/**
 * Development route (loopback callers only) for what tests cannot wait for: a send growing a
 * month (or a few days) old, and a send that the panel, not the user, made.
 */
export function devReportRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/reports/sends/:id", async (c) => {
    const { id } = parseWith(sendParam, c.req.param());
    const change = await readBody(c, sendChange);
    const shift = sql`make_interval(days => ${change.age_days}, hours => ${change.age_hours})`;
    const [send] = await db
      .update(sends)
      .set({
        createdAt: sql`${sends.createdAt} - ${shift}`,
        sendTime: sql`${sends.sendTime} - ${shift}`,
        startedAt: sql`${sends.startedAt} - ${shift}`,
        finishedAt: sql`${sends.finishedAt} - ${shift}`,
        ...(change.systemic === undefined ? {} : { systemic: change.systemic }),
      })
      .where(eq(sends.id, id))
      .returning({ id: sends.id, createdAt: sends.createdAt, systemic: sends.systemic, archivedAt: sends.archivedAt });
    if (!send) throw notFound(MESSAGES.sendNotFound);
    return ok(c, {
      id: send.id,
      created_at: send.createdAt.toISOString(),
      systemic: send.systemic,
      archived_at: send.archivedAt?.toISOString() ?? null,
    });
  });
}
