import { Hono } from "hono";
import {
  calculatePriceRequestSchema,
  cancelSendRequestSchema,
  SEND_LIMITS,
  SEND_MESSAGES,
  type CalculatePrice,
} from "@/lib/contract/send";
import { countMessage } from "@/lib/sms/message-parts";
import { priceSend } from "@/lib/sms/price";
import { clientAddress } from "../auth/client-address";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireService } from "../plans/account-plan";
import { requireSession } from "../http/require-session";
import { requirePermission } from "../http/route-access";
import { SEND_PERMISSION } from "@/lib/contract/permissions";
import { readBody } from "../http/validate";
import { acceptSend } from "../sending/accept";
import { cancelSend } from "../sending/cancel";
import { findUsableLine, partTariff, tariffOf } from "../sending/lines";
import { fileSendBodyLimit, isMultipart, readFileSend, readJsonSend } from "../sending/multipart";
import { patternIntake } from "../sending/pattern-intake";
import { sendPattern } from "../sending/pattern-send";

/** An Idempotency-Key: 1 to 200 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw validationFailed({ idempotency_key: [MESSAGES.idempotencyKeyInvalid] });
  return key;
}

/** Edge answers an unknown or foreign send with 404 and its 400-1 code. */
const sendNotFound = () => new ApiFailure(404, MESSAGES.sendNotFound, MESSAGE_CODES.invalidCredentials);

/** POST send (JSON, or multipart with a file; a pattern send through the pattern intake), send/calculate-price, send/cancel. */
export function sendRoutes(deps: Deps) {
  const { db } = deps;
  // Pattern sends (one-time codes) are accepted in batches of their own (sending/pattern-intake.ts).
  const patterns = patternIntake(db);
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .post("/", fileSendBodyLimit, async (c) => {
      const idempotencyKey = idempotencyKeyOf(c.req.header("idempotency-key"));
      const request = isMultipart(c) ? await readFileSend(c) : await readJsonSend(c);
      requirePermission(c, SEND_PERMISSION[request.sending_type]);
      if (request.sending_type === "job" || request.sending_type === "map")
        await requireService(c, db, "business_sends");
      if (request.sending_type === "pattern")
        return ok(c, { message_outbox_ids: await sendPattern(c, deps, patterns, request, idempotencyKey) });
      const userId = c.get("user").id;
      const accepted = await acceptSend(db, {
        userId,
        request,
        idempotencyKey,
        // The browser's address as the panel saw it (every call the panel relays comes from loopback).
        senderIp: clientAddress(c, deps.env.UPSTREAM_FORWARD_SECRET),
        // A send from a file keeps the file in file management, listed for the member who sent it.
        upload: "file" in request ? { memberId: c.get("member").id, file: request.file } : undefined,
      });
      for (const send of accepted.created) {
        await deps.live.sendProgress(userId, {
          id: send.id,
          state_id: send.stateId,
          total: send.total,
          statuses: [0, 0, 0, 0, 0],
        });
      }
      if (accepted.charged) await deps.live.creditChanged(userId);
      return ok(c, { message_outbox_ids: accepted.ids });
    })
    .post("/calculate-price", async (c) => {
      const body = await readBody(c, calculatePriceRequestSchema);
      const line = await findUsableLine(db, c.get("user").id, body.number);
      if (!line) throw validationFailed({ number: [MESSAGES.lineNotYours] });
      const { parts, encoding } = countMessage(body.message, { cancelSuffix: line.needsCancelSuffix });
      if (parts > SEND_LIMITS.maxParts) throw validationFailed({ message: [SEND_MESSAGES.messageTooLong] });
      const tariff = partTariff(await tariffOf(db, line.operatorId), encoding);
      // One recipient of each side: the rows' price per recipient, the surcharge left to the send.
      const [mci, irancell] = priceSend({
        parts,
        recipients: { mci: 1, irancell: 1, rightel: 0, other: 0 },
        tariff,
      }).rows;
      const data: CalculatePrice = { mci_price: mci!.perRecipient, other_price: irancell!.perRecipient, parts };
      return ok(c, data);
    })
    .post("/cancel", async (c) => {
      const { message_outbox_id } = await readBody(c, cancelSendRequestSchema);
      const cancelled = await cancelSend(db, c.get("user").id, message_outbox_id);
      if (!cancelled) throw sendNotFound();
      await deps.live.sendProgress(cancelled.userId, cancelled.progress);
      if (cancelled.refunded) await deps.live.creditChanged(cancelled.userId);
      return ok(c, null);
    });
}
