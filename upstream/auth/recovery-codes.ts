import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from "@/lib/validation/recovery-code";
import type { Db, Tx } from "../db/client";
import { recoveryCodes } from "../db/schema";
import { hashOtpCode } from "./secrets";

/**
 * Recovery codes: ten per account, each good once at sign-in in place of the two-step code. Stored
 * only as HMACs keyed with the one-time codes' secret (kept outside the database), so a copy of
 * the database gives none of them away.
 */
const hashOf = (key: Buffer, userId: number, normalized: string) => hashOtpCode(key, userId, "recovery", normalized);

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}

/** A fresh set in place of any earlier one; the codes themselves are answered this once, as shown. */
export async function replaceRecoveryCodes(tx: Tx, userId: number, key: Buffer): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values([...codes].map((code) => ({ userId, codeHash: hashOf(key, userId, code) })));
  return [...codes].map(formatRecoveryCode);
}

/** Uses a code up if it is one of the user's unused ones; one UPDATE decides, so two uses at once cannot both pass. */
export async function useRecoveryCode(
  db: Db | Tx,
  input: { userId: number; normalized: string; key: Buffer; now: Date },
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(recoveryCodes.userId, input.userId),
        eq(recoveryCodes.codeHash, hashOf(input.key, input.userId, input.normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function dropRecoveryCodes(tx: Tx, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
