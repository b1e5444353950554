import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { sends } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { sendRowColumns } from "./send-row";

/** Edge answers an unknown or foreign send with 404 and its 400-1 code, telling nothing of it. */
const sendNotFound = () => new ApiFailure(404, MESSAGES.sendNotFound, MESSAGE_CODES.invalidCredentials);

/** Which of the owner's sends a call reads: any, those of the report window, or archived ones. */
export type SendScope = "any" | "current" | "archived";

const SCOPES: Record<SendScope, SQL | undefined> = {
  any: undefined,
  current: isNull(sends.archivedAt),
  archived: isNotNull(sends.archivedAt),
};

const ownSendColumns = {
  ...sendRowColumns,
  cancelSuffix: sends.cancelSuffix,
  finishedAt: sends.finishedAt,
  progressKey: sends.progressKey,
};
export type OwnSend = Awaited<ReturnType<typeof findOwnSend>>;

async function findOwnSend(db: Db, userId: number, sendId: number, scope: SendScope) {
  const [row] = await db
    .select(ownSendColumns)
    .from(sends)
    .where(and(eq(sends.id, sendId), eq(sends.userId, userId), SCOPES[scope]))
    .limit(1);
  return row;
}

/** One of the user's sends, or the 404 that tells nothing of somebody else's. */
export async function ownSend(
  db: Db,
  userId: number,
  sendId: number,
  scope: SendScope = "any",
): Promise<NonNullable<OwnSend>> {
  const send = await findOwnSend(db, userId, sendId, scope);
  if (!send) throw sendNotFound();
  return send;
}
