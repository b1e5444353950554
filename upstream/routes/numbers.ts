import { and, asc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import { Hono } from "hono";
import { emptyPageQuerySchema } from "@/lib/contract/envelope";
import { lineIdRequestSchema, type AgreementLine } from "@/lib/contract/numbers";
import { defaultLines, lineAssignments, senderLines } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { receiverLines } from "../secretaries/receiver-lines";
import { findUsableLineById, listUsableLines } from "../sending/lines";

/** GET number/numbers: the user's sender lines, shared and their own, paged, the default marked. */
export function numberRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).get("/numbers", async (c) => {
    const { page, per_page } = readQuery(c, emptyPageQuerySchema);
    const { rows, total } = await listUsableLines(db, c.get("user").id, {
      limit: per_page,
      offset: (page - 1) * per_page,
    });
    return okPage(c, rows, { page, perPage: per_page, total });
  });
}

/** Agreement lines not taken yet by this user. */
const offeredTo = (userId: number) =>
  and(
    eq(senderLines.active, true),
    isNotNull(senderLines.agreement),
    notExists(
      sql`(select 1 from ${lineAssignments} where ${lineAssignments.lineId} = ${senderLines.id} and ${lineAssignments.userId} = ${userId})`,
    ),
  );

/** numbers/agreement-list, numbers/assign-agreement, numbers/defaults/upsert, numbers/receiver-list. */
export function numbersRoutes(deps: Deps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      .use(requireSession(deps))
      // The user's lines that receive SMS, which a secretary can listen on.
      .get("/receiver-list", async (c) => ok(c, await receiverLines(db, c.get("user").id)))
      .get("/agreement-list", async (c) => {
        const rows = await db
          .select()
          .from(senderLines)
          .where(offeredTo(c.get("user").id))
          .orderBy(asc(senderLines.id));
        const data: AgreementLine[] = rows.map((r) => ({
          id: r.id,
          number: r.number,
          title: r.agreementTitle ?? r.alias ?? r.number,
          agreement: r.agreement ?? "",
        }));
        return ok(c, data);
      })
      .post("/assign-agreement", async (c) => {
        const { number_id } = await readBody(c, lineIdRequestSchema);
        const userId = c.get("user").id;
        const [line] = await db
          .select({ id: senderLines.id })
          .from(senderLines)
          .where(and(eq(senderLines.id, number_id), eq(senderLines.active, true), isNotNull(senderLines.agreement)));
        if (!line) throw notFound(MESSAGES.lineNotFound);
        // Accepting twice keeps the one assignment: the user asked for a state that already holds.
        await db.insert(lineAssignments).values({ lineId: line.id, userId }).onConflictDoNothing();
        return ok(c, null);
      })
      .post("/defaults/upsert", async (c) => {
        const { number_id } = await readBody(c, lineIdRequestSchema);
        const userId = c.get("user").id;
        const line = await findUsableLineById(db, userId, number_id);
        if (!line) throw notFound(MESSAGES.lineNotFound);
        await db
          .insert(defaultLines)
          .values({ userId, lineId: line.id })
          .onConflictDoUpdate({ target: defaultLines.userId, set: { lineId: line.id } });
        return ok(c, null);
      })
  );
}
