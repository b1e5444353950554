import { and, count, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, type ApiKeyCreateRequest, type ApiKeyRow } from "@/lib/contract/api-keys";
import { codeRefusedAtField } from "../auth/code-failure";
import { checkCode, type OtpSettings } from "../auth/otp";
import type { Db, Tx } from "../db/client";
import { apiCalls, apiKeys } from "../db/schema";
import { formatDateTime, startOfTehranDay } from "../services/time";
import { newApiKey } from "./key-secret";

type KeyRow = typeof apiKeys.$inferSelect;

function keyOut(row: KeyRow, callsToday: number): ApiKeyRow {
  return {
    id: row.id,
    title: row.title,
    prefix: row.prefix,
    allowed_addresses: row.allowedAddresses,
    created_at: formatDateTime(row.createdAt),
    last_used_at: row.lastUsedAt && formatDateTime(row.lastUsedAt),
    calls_today: callsToday,
  };
}

const liveKeyOf = (accountId: number, id: number) =>
  and(eq(apiKeys.id, id), eq(apiKeys.userId, accountId), isNull(apiKeys.deletedAt));

/** The account's live keys, newest first, with their calls since midnight in Tehran. */
export async function listApiKeys(db: Db, accountId: number): Promise<ApiKeyRow[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, accountId), isNull(apiKeys.deletedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ keyId: apiCalls.keyId, n: count() })
    .from(apiCalls)
    .where(
      and(
        inArray(
          apiCalls.keyId,
          rows.map((r) => r.id),
        ),
        gte(apiCalls.createdAt, startOfTehranDay()),
      ),
    )
    .groupBy(apiCalls.keyId);
  const today = new Map(counts.map((c) => [c.keyId, c.n]));
  return rows.map((row) => keyOut(row, today.get(row.id) ?? 0));
}

/** The account's live key, or null (another account's key is as unknown as a missing one). */
export async function findApiKey(db: Db | Tx, accountId: number, id: number): Promise<KeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(liveKeyOf(accountId, id));
  return row ?? null;
}

interface CodeContext {
  db: Db;
  accountId: number;
  settings: OtpSettings;
}

/**
 * Uses up the account's `api_key` code and, in the same transaction, does what it confirms. A
 * wrong code is counted (and committed) toward the flow's lock; nothing else happens.
 */
async function withCode<T>(ctx: CodeContext, code: string, onRight: (tx: Tx) => Promise<T>): Promise<T> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(tx, {
      userId: ctx.accountId,
      flow: "api_key",
      code,
      consume: true,
      settings: ctx.settings,
    });
    if (check.status !== "ok") return { check } as const;
    return { check, value: await onRight(tx) } as const;
  });
  if (outcome.check.status !== "ok") {
    throw codeRefusedAtField(outcome.check, "code", {
      missing: API_KEY_MESSAGES.codeNotRequested,
      wrong: API_KEY_MESSAGES.codeWrong,
    });
  }
  return outcome.value as T;
}

/** A new key, confirmed by the code: stored as its hash, answered with the key itself this once. */
export function createApiKey(
  ctx: CodeContext & { createdBy: number },
  input: ApiKeyCreateRequest,
): Promise<ApiKeyRow & { key: string }> {
  return withCode(ctx, input.code, async (tx) => {
    const key = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: ctx.accountId,
        createdBy: ctx.createdBy,
        title: input.title,
        keyHash: key.hash,
        prefix: key.prefix,
        allowedAddresses: input.allowed_addresses,
      })
      .returning();
    return { ...keyOut(row!, 0), key: key.raw };
  });
}

/**
 * `show`: a stored hash cannot be shown, so a fresh code rotates the key's secret (the old one
 * stops working now) and the new key is answered this once (its calls of today left to the caller
 * to count). Null for a key that is not the account's.
 */
export function rotateApiKey(
  ctx: CodeContext,
  id: number,
  code: string,
): Promise<(ApiKeyRow & { key: string }) | null> {
  return withCode(ctx, code, async (tx) => {
    const key = newApiKey();
    const [row] = await tx
      .update(apiKeys)
      .set({ keyHash: key.hash, prefix: key.prefix })
      .where(liveKeyOf(ctx.accountId, id))
      .returning();
    return row ? { ...keyOut(row, 0), key: key.raw } : null;
  });
}

/** Deletes the account's key (it never authenticates again); answers what it was, or null. */
export async function deleteApiKey(db: Db, accountId: number, id: number): Promise<KeyRow | null> {
  const [row] = await db.update(apiKeys).set({ deletedAt: new Date() }).where(liveKeyOf(accountId, id)).returning();
  return row ?? null;
}
