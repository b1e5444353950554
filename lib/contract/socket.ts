import * as z from "zod/mini";
import { inboxMessageSchema } from "./inbox-message";

/**
 * The live socket's messages (DESIGN "Live socket"). The browser sends the text `9` every 5000 ms;
 * the upstream answers with a pong and pushes events, each a JSON object with an `event` name.
 */
export { SOCKET_PING } from "../socket/relay-protocol.mjs";

const creditChangedEventSchema = z.object({
  event: z.literal("credit.changed"),
  data: z.object({ credit: z.number() }),
});

/** A send's state and its recipients by delivery status, while it runs and when it ends. */
export const sendProgressEventSchema = z.object({
  event: z.literal("send.progress"),
  data: z.object({
    id: z.number().check(z.int()),
    state_id: z.number().check(z.int(), z.minimum(0), z.maximum(9)),
    total: z.number().check(z.int()),
    /** Recipients by delivery status 0 to 4 (spec §3). */
    statuses: z.tuple([
      z.number().check(z.int()),
      z.number().check(z.int()),
      z.number().check(z.int()),
      z.number().check(z.int()),
      z.number().check(z.int()),
    ]),
  }),
});

export type SendProgress = z.infer<typeof sendProgressEventSchema>["data"];

/** An SMS reached one of the user's lines: the new inbox row (Edge's shape) and the unread count after it. */
const inboxReceivedEventSchema = z.object({
  event: z.literal("inbox.received"),
  data: z.object({ message: inboxMessageSchema, unread: z.number().check(z.int()) }),
});

/** A debit took the credit below the owner's low-balance alert (once per crossing). */
const creditLowEventSchema = z.object({
  event: z.literal("credit.low"),
  data: z.object({ credit: z.number(), threshold: z.number() }),
});

/** The finance team reviewed a card-to-card or bank transfer (the states of lib/contract/payment.ts). */
const paymentReviewedEventSchema = z.object({
  event: z.literal("payment.reviewed"),
  data: z.object({
    payment_id: z.number().check(z.int()),
    state: z.enum(["success", "failed"]),
    reason: z.nullable(z.string()),
  }),
});

/** The provider's content team approved a pattern (`active`) or rejected it (`inactive`, with the reason). */
const patternReviewedEventSchema = z.object({
  event: z.literal("pattern.reviewed"),
  data: z.object({
    pattern_code: z.string(),
    title: z.nullable(z.string()),
    status: z.enum(["active", "inactive"]),
    reason: z.nullable(z.string()),
  }),
});

/**
 * Support answered, asked, referred or closed one of the account's requests: its new state and
 * how many requests now have an answer not yet seen (the navigation's count).
 */
const ticketAnsweredEventSchema = z.object({
  event: z.literal("ticket.answered"),
  data: z.object({
    ticket_id: z.number().check(z.int()),
    type: z.enum(["ticket", "suggestion"]),
    subject: z.string(),
    state_id: z.number().check(z.int(), z.minimum(1), z.maximum(6)),
    unseen: z.number().check(z.int()),
  }),
});

/** A webhook's message was refused for 24 hours of retries: the endpoint is now failing. */
const webhookFailingEventSchema = z.object({
  event: z.literal("webhook.failing"),
  data: z.object({ endpoint_id: z.number().check(z.int()), url: z.string() }),
});

/**
 * A file written in the background (an export past 100,000 rows) moved on, was finished or failed:
 * its rows so far, and its size once ready (file management follows it; the panel tells when ready).
 */
const fileProgressEventSchema = z.object({
  event: z.literal("file.progress"),
  data: z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    state: z.enum(["writing", "ready", "failed"]),
    rows_done: z.number().check(z.int()),
    rows_total: z.number().check(z.int()),
    size: z.number().check(z.int()),
  }),
});

export type FileProgress = z.infer<typeof fileProgressEventSchema>["data"];

export const socketEventSchema = z.discriminatedUnion("event", [
  creditChangedEventSchema,
  sendProgressEventSchema,
  inboxReceivedEventSchema,
  creditLowEventSchema,
  paymentReviewedEventSchema,
  patternReviewedEventSchema,
  ticketAnsweredEventSchema,
  webhookFailingEventSchema,
  fileProgressEventSchema,
]);

export type SocketEvent = z.infer<typeof socketEventSchema>;
export type SocketEventName = SocketEvent["event"];
