import { Hono } from "hono";
import { z } from "zod";
import { lineNumberSchema } from "@/lib/contract/inbox";
import { isMobile, MOBILE_MESSAGE, toMsisdn } from "@/lib/validation/mobile";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { answerBySecretary } from "../secretaries/incoming";
import { receiveSms } from "./receive";
import { inboxMessageOut } from "./rows";

const incomingBody = z.object({
  from: z
    .string()
    .refine(isMobile, MOBILE_MESSAGE)
    .transform((v) => toMsisdn(v)!),
  to: lineNumberSchema,
  // An SMS of ten parts and more; a live event must stay within the database's 8,000-byte notice.
  message: z.string().max(1600),
});

/**
 * `POST /__dev/incoming {from, to, message}`: a mobile sends an SMS to a line, as the operator would
 * hand it over (development routes only, callers on this machine). It is stored in the inbox of
 * each user it belongs to, who hears of it on the live socket; «11» and «12» change the line's
 * cancel11 lists, and any other text goes through the line's code readers and then its secretaries
 * (secretaries/incoming.ts). Answers `{type, cancel11, messages: [{user_id, messages_inbox_id}], secretary}`,
 * `secretary` saying which one took it (`module`: a secretary, or a code reader with its id as
 * `secretary_id`) and how its answer went (null when none did).
 */
export function devIncomingRoutes({ db, live }: Deps) {
  return new Hono<AppEnv>().post("/incoming", async (c) => {
    const body = await readBody(c, incomingBody);
    const received = await receiveSms(db, { lineNumber: body.to, msisdn: body.from, text: body.message });
    if (!received) throw notFound(MESSAGES.lineNotFound);
    for (const row of received.rows) await live.inboxReceived(row.userId, inboxMessageOut(row));
    const answered =
      received.type === "normal"
        ? await answerBySecretary(db, {
            lineNumber: body.to,
            msisdn: body.from,
            text: body.message,
            receivedAt: new Date(),
            reached: received.rows.map((row) => row.userId),
          })
        : null;
    return ok(c, {
      type: received.type,
      cancel11: received.cancel11Users.length,
      messages: received.rows.map((row) => ({ user_id: row.userId, messages_inbox_id: row.id })),
      secretary: answered && {
        module: answered.module,
        secretary_id: answered.secretaryId,
        message_id: answered.messageId,
        kind: answered.kind,
        answer_state: answered.answerState,
        answer_send_id: answered.answerSendId,
      },
    });
  });
}
