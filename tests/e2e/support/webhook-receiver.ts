/**
 * The upstream tests' webhook receiver on loopback and their Standard Webhooks check (written apart
 * from the upstream's), and endpoints made straight at the upstream for tests about the pages, not the form.
 */
import { signersOf, type Received } from "../../upstream/support/webhooks";
import { UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

export {
  startReceiver as startWebhookReceiver,
  type Received as ReceivedWebhook,
  type Receiver as WebhookReceiver,
} from "../../upstream/support/webhooks";

/**
 * Whether the message carries a valid signature by `secret`: HMAC-SHA256, keyed with the base64
 * bytes after `whsec_`, over `webhook-id.webhook-timestamp.body`, compared with each `v1,` signature.
 */
export function signedWith(message: Received, secret: string): boolean {
  const id = String(message.headers["webhook-id"] ?? "");
  const timestamp = String(message.headers["webhook-timestamp"] ?? "");
  if (!id || !/^\d+$/.test(timestamp)) return false;
  return signersOf(message, [secret]).length > 0;
}

/** An endpoint of the account made straight at the upstream; answers its id. */
export async function endpointThroughApi(
  account: Pick<DevAccount, "username" | "password">,
  url: string,
  events: string[] = ["credit.low"],
): Promise<number> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/user/webhooks`, {
    method: "POST",
    headers: { authorization: await upstreamToken(account), "content-type": "application/json" },
    body: JSON.stringify({ url, events }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST user/webhooks answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: { id: number } }).data.id;
}
