import { count, desc } from "drizzle-orm";
import { Hono } from "hono";
import { dateToSendTime } from "@/lib/contract/send";
import {
  deleteSecretariesRequestSchema,
  giftCodesRequestSchema,
  SECRETARY_MESSAGES,
  secretaryDrawRequestSchema,
  secretaryInboxQuerySchema,
  secretaryListQuerySchema,
  secretaryRequestSchema,
  secretaryStateRequestSchema,
  type AnswerState,
  type SecretaryInboxKind,
  type SecretaryInboxRow,
} from "@/lib/contract/secretaries";
import { idSchema } from "@/lib/contract/common";
import { secretaryInboxExportQuerySchema } from "@/lib/contract/secretary-inbox";
import { secretaryMessages } from "../db/schema";
import { e164 } from "../phonebooks/format";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { parseWith, readBody, readQuery } from "../http/validate";
import { drawContest, drawsOf } from "../secretaries/draws";
import { MAX_SECRETARY_ID, secretaryInboxWhere as inboxWhere } from "../secretaries/inbox-export";
import { secretaryResults } from "../secretaries/results";
import { exportResponse } from "../files/export-response";
import {
  addGiftCodes,
  createSecretary,
  deleteSecretaries,
  findSecretary,
  listSecretaries,
  setSecretaryActive,
  updateSecretary,
} from "../secretaries/store";

const inboxOut = (row: typeof secretaryMessages.$inferSelect): SecretaryInboxRow => ({
  id: row.id,
  msisdn: e164(row.msisdn),
  message: row.message,
  kind: row.kind as SecretaryInboxKind,
  number: row.number,
  answer: row.answer,
  answer_state: row.answerState as AnswerState,
  answer_send_id: row.answerSendId,
  received_at: dateToSendTime(row.receivedAt),
});

/**
 * Secretaries (`phonebooks/advanced-services`): general messaging (list, create, details, update,
 * delete-list, state, a gift's codes, results, a contest's draws) and what each received (`module-inboxes-list`, and its file). Another account's secretary
 * answers 404, exactly as an unknown one.
 */
export function secretaryRoutes(deps: Deps) {
  const { db } = deps;
  // An id past the column's range names no secretary: 404 like an unknown one, not the database's refusal.
  const known = (id: number) => {
    if (id > MAX_SECRETARY_ID) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
    return id;
  };
  const secretaryId = (raw: string) => known(parseWith(idSchema, raw));
  const found = async (userId: number, id: number) => {
    const secretary = await findSecretary(db, userId, known(id));
    if (!secretary) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
    return secretary;
  };
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/general-messaging", async (c) => {
      const { page, per_page, type } = readQuery(c, secretaryListQuerySchema);
      const { rows, total } = await listSecretaries(db, c.get("user").id, {
        limit: per_page,
        offset: (page - 1) * per_page,
        type,
      });
      return okPage(c, rows, { page, perPage: per_page, total });
    })
    .post("/general-messaging", async (c) => {
      const body = await readBody(c, secretaryRequestSchema);
      const userId = c.get("user").id;
      const id = await createSecretary(db, userId, body);
      return ok(c, await found(userId, id));
    })
    .post("/general-messaging/delete-list", async (c) => {
      const { ids } = await readBody(c, deleteSecretariesRequestSchema);
      if (!(await deleteSecretaries(db, c.get("user").id, ids))) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, null);
    })
    .get("/general-messaging/:id", async (c) => ok(c, await found(c.get("user").id, secretaryId(c.req.param("id")))))
    .put("/general-messaging/:id", async (c) => {
      const id = secretaryId(c.req.param("id"));
      const body = await readBody(c, secretaryRequestSchema);
      const userId = c.get("user").id;
      await updateSecretary(db, userId, id, body);
      return ok(c, await found(userId, id));
    })
    .post("/general-messaging/:id/state", async (c) => {
      const id = secretaryId(c.req.param("id"));
      const { active } = await readBody(c, secretaryStateRequestSchema);
      const userId = c.get("user").id;
      if (!(await setSecretaryActive(db, userId, id, active))) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, await found(userId, id));
    })
    .post("/general-messaging/:id/gift-codes", async (c) => {
      const id = secretaryId(c.req.param("id"));
      const { codes } = await readBody(c, giftCodesRequestSchema);
      const added = await addGiftCodes(db, c.get("user").id, id, codes);
      if (!added) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, added);
    })
    .get("/general-messaging/:id/results", async (c) => {
      const results = await secretaryResults(db, c.get("user").id, secretaryId(c.req.param("id")));
      if (!results) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, results);
    })
    .post("/general-messaging/:id/draw", async (c) => {
      const id = secretaryId(c.req.param("id"));
      const { count: winners, seed } = await readBody(c, secretaryDrawRequestSchema);
      const draw = await drawContest(db, c.get("user").id, id, winners, seed);
      if (!draw) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, draw);
    })
    .get("/general-messaging/:id/draws", async (c) => {
      const draws = await drawsOf(db, c.get("user").id, secretaryId(c.req.param("id")));
      if (!draws) throw notFound(SECRETARY_MESSAGES.secretaryNotFound);
      return ok(c, draws);
    })
    .get("/module-inboxes-list/export", async (c) => {
      const { secretary_id, inbox_type, format } = readQuery(c, secretaryInboxExportQuerySchema);
      await found(c.get("user").id, secretary_id);
      const params = { secretary_id, inbox_type };
      return exportResponse(c, db, { kind: "secretary_inbox", params, format, baseName: "secretary-inbox" });
    })
    .get("/module-inboxes-list", async (c) => {
      const { page, per_page, secretary_id, inbox_type } = readQuery(c, secretaryInboxQuerySchema);
      await found(c.get("user").id, secretary_id);
      const where = inboxWhere(secretary_id, inbox_type);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(secretaryMessages)
          .where(where)
          .orderBy(desc(secretaryMessages.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(secretaryMessages).where(where),
      ]);
      return okPage(c, rows.map(inboxOut), { page, perPage: per_page, total: total?.n ?? 0 });
    });
}
