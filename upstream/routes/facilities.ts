import { and, count, eq, isNull, ne, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import type { FacilityUsage } from "@/lib/contract/facilities";
import type { Db } from "../db/client";
import {
  apiKeys,
  codeReaders,
  drafts,
  lineAssignments,
  partners,
  patterns,
  phonebooks,
  secretaries,
  webhookEndpoints,
} from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { receiverLines } from "../secretaries/receiver-lines";

async function rowsOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * How many of each thing the account has made, the lines it receives SMS on and the lines of its
 * own it sends with (all read side by side).
 */
async function usageOf(db: Db, accountId: number): Promise<FacilityUsage> {
  const [
    phonebookCount,
    patternCount,
    draftCount,
    lines,
    ownLineCount,
    secretaryCount,
    codeReaderCount,
    keyCount,
    webhookCount,
    colleagueCount,
  ] = await Promise.all([
    rowsOf(db, phonebooks, eq(phonebooks.userId, accountId)),
    rowsOf(db, patterns, and(eq(patterns.userId, accountId), eq(patterns.patternType, "normal"))),
    rowsOf(db, drafts, eq(drafts.userId, accountId)),
    receiverLines(db, accountId),
    rowsOf(db, lineAssignments, eq(lineAssignments.userId, accountId)),
    rowsOf(db, secretaries, eq(secretaries.userId, accountId)),
    rowsOf(db, codeReaders, eq(codeReaders.userId, accountId)),
    rowsOf(db, apiKeys, and(eq(apiKeys.userId, accountId), isNull(apiKeys.deletedAt))),
    rowsOf(db, webhookEndpoints, eq(webhookEndpoints.userId, accountId)),
    rowsOf(db, partners, and(eq(partners.ownerId, accountId), ne(partners.state, "deleted"))),
  ]);
  return {
    phonebooks: phonebookCount,
    patterns: patternCount,
    predefined_messages: draftCount,
    receiving_lines: lines.length,
    dedicated_lines: ownLineCount,
    secretaries: secretaryCount,
    code_readers: codeReaderCount,
    api_keys: keyCount,
    webhooks: webhookCount,
    colleagues: colleagueCount,
  };
}

/**
 * user/facilities: how far the account has started using each of the panel's facilities (the
 * /facilities catalogue's "not set up yet"), counts only: never a row, a title or a secret, so any
 * member of the account may read it.
 */
export function facilityRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).get("/", async (c) => ok(c, await usageOf(db, c.get("user").id)));
}
