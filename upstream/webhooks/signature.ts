import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";
/** Random bytes of a new secret (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 32;

/** A new endpoint secret: `whsec_` and the base64 of random bytes. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;

/** A message id (`webhook-id`): unique per message, the same on every try of it. */
export const newMessageId = () => `msg_${randomBytes(16).toString("base64url")}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the secret's decoded bytes. */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const mac = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The `webhook-signature` header: one signature per secret in use, space-separated (a rotation's overlap). */
export const signatureHeader = (secrets: string[], messageId: string, timestamp: number, body: string) =>
  secrets.map((secret) => signature(secret, messageId, timestamp, body)).join(" ");
