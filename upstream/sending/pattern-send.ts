import type { Context } from "hono";
import type { PatternSendRequest } from "@/lib/contract/send-request";
import { toMsisdn } from "@/lib/validation/mobile";
import { actorOf } from "../activity/actor";
import { clientAddress, requestClient } from "../auth/client-address";
import type { AppEnv, Deps } from "../http/deps";
import { checkedPatternContact, savePatternContact } from "./pattern-contact";
import type { PatternIntake } from "./pattern-intake";

/**
 * `POST send` with `sending_type: "pattern"`: the `phonebook` object's values checked first, the
 * send accepted through the pattern intake (with the member's activity entry), then the contact
 * saved. Answers the ids of Edge's `message_outbox_ids`.
 */
export async function sendPattern(
  c: Context<AppEnv>,
  { db, env }: Deps,
  intake: PatternIntake,
  request: PatternSendRequest,
  idempotencyKey: string | null,
): Promise<number[]> {
  const userId = c.get("user").id;
  const contact = request.phonebook ? await checkedPatternContact(db, userId, request.phonebook) : null;
  const ids = await intake.accept({
    userId,
    request,
    idempotencyKey,
    // The browser's address as the panel saw it (every call the panel relays comes from loopback).
    senderIp: clientAddress(c, env.UPSTREAM_FORWARD_SECRET),
    actor: await actorOf(db, { member: c.get("member"), accountId: userId, impersonated: c.get("impersonated") }),
    clientAddress: requestClient(c, env.UPSTREAM_FORWARD_SECRET).address,
  });
  if (request.phonebook && contact) {
    // The message is sent whatever becomes of the contact (Edge's note).
    const msisdn = toMsisdn(request.recipients[0]!)!;
    await savePatternContact(db, userId, msisdn, request.phonebook, contact.options).catch((error: unknown) =>
      console.error("upstream: a pattern send's contact was not saved:", error),
    );
  }
  return ids;
}
