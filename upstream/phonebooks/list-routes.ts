import { and, count, desc, eq, inArray, like, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import {
  addBlacklistRequestSchema,
  BLACKLIST_MESSAGES,
  blacklistQuerySchema,
  cancel11QuerySchema,
  deleteBlacklistRequestSchema,
  type BlacklistEntry,
  type BlacklistType,
  type Cancel11Entry,
} from "@/lib/contract/contact-lists";
import type { FieldErrors } from "@/lib/contract/envelope";
import { digitsOnly } from "@/lib/validation/digits";
import { toMsisdn } from "@/lib/validation/mobile";
import { cancel11List, receiveBlacklist, sendBlacklist, senderLines } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { validationFailed } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { readBody, readQuery } from "../http/validate";
import { e164, edgeTime } from "./format";
import { containsPattern } from "./ownership";

const tableOf = (type: BlacklistType) => (type === "send" ? sendBlacklist : receiveBlacklist);

/** A whole mobile matches exactly, some digits anywhere. */
function msisdnFilter(
  column: typeof sendBlacklist.msisdn | typeof receiveBlacklist.msisdn | typeof cancel11List.msisdn,
  text: string | undefined,
): SQL | undefined {
  if (!text) return undefined;
  const msisdn = toMsisdn(text);
  if (msisdn) return eq(column, msisdn);
  return like(column, containsPattern(digitsOnly(text)));
}

/** phonebooks/blacklist (list, add), phonebooks/blacklist/delete-list, phonebooks/cancel11. */
export function listRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/blacklist", async (c) => {
      const { page, per_page, type, number } = readQuery(c, blacklistQuerySchema);
      const table = tableOf(type);
      const where = and(eq(table.userId, c.get("user").id), msisdnFilter(table.msisdn, number));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(table).where(where),
      ]);
      const data: BlacklistEntry[] = rows.map((r) => ({
        id: r.id,
        number: e164(r.msisdn),
        type,
        created_at: edgeTime(r.createdAt),
      }));
      return okPage(c, data, { page, perPage: per_page, total: total?.n ?? 0 });
    })
    .post("/blacklist", async (c) => {
      const { type, numbers } = await readBody(c, addBlacklistRequestSchema);
      const userId = c.get("user").id;
      const msisdns = [...new Set(numbers.map((n) => toMsisdn(n)!))];
      const added = await db
        .insert(tableOf(type))
        .values(msisdns.map((msisdn) => ({ userId, msisdn })))
        .onConflictDoNothing()
        .returning({ id: tableOf(type).id });
      return ok(c, { added: added.length, existences: numbers.length - added.length });
    })
    .post("/blacklist/delete-list", async (c) => {
      const { type, listNumbers } = await readBody(c, deleteBlacklistRequestSchema);
      const userId = c.get("user").id;
      const table = tableOf(type);
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.userId, userId), inArray(table.id, listNumbers)));
        const ids = new Set(found.map((r) => r.id));
        const errors: FieldErrors = {};
        listNumbers.forEach((id, i) => {
          if (!ids.has(id)) errors[`listNumbers.${i}`] = [BLACKLIST_MESSAGES.entryNotFound];
        });
        if (Object.keys(errors).length > 0) throw validationFailed(errors);
        await tx.delete(table).where(and(eq(table.userId, userId), inArray(table.id, [...ids])));
      });
      return ok(c, null);
    })
    .get("/cancel11", async (c) => {
      const { page, per_page, line_id, number } = readQuery(c, cancel11QuerySchema);
      const where = and(
        eq(cancel11List.userId, c.get("user").id),
        line_id === undefined ? undefined : eq(cancel11List.lineId, line_id),
        msisdnFilter(cancel11List.msisdn, number),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: cancel11List.id,
            msisdn: cancel11List.msisdn,
            lineId: cancel11List.lineId,
            lineNumber: senderLines.number,
            createdAt: cancel11List.createdAt,
          })
          .from(cancel11List)
          .innerJoin(senderLines, eq(senderLines.id, cancel11List.lineId))
          .where(where)
          .orderBy(desc(cancel11List.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(cancel11List).where(where),
      ]);
      const data: Cancel11Entry[] = rows.map((r) => ({
        id: r.id,
        number: e164(r.msisdn),
        line_id: r.lineId,
        line_number: r.lineNumber,
        created_at: edgeTime(r.createdAt),
      }));
      return okPage(c, data, { page, perPage: per_page, total: total?.n ?? 0 });
    });
}
