/** Secretaries set up through the upstream's API, and waiting for what they receive. */
import { UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

const SECRETARIES = "phonebooks/advanced-services/general-messaging";
const INBOX = "phonebooks/advanced-services/module-inboxes-list";

type Account = Pick<DevAccount, "username" | "password">;

/** A message as a secretary received it (`module-inboxes-list`). */
export interface SecretaryMessage {
  id: number;
  msisdn: string;
  message: string;
  kind: string;
  number: number | null;
  answer: string | null;
  answer_state: string;
  answer_send_id: number | null;
  received_at: string;
}

async function call<T>(account: Account, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${UPSTREAM_URL}/v1/api/${path}`, {
    method,
    headers: {
      authorization: await upstreamToken(account),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A secretary of the account made through the upstream's API (`POST general-messaging`): `body`
 * is the whole request (title, type, receiver_number, sender_number and the type's own fields).
 * Answers its id.
 */
export async function createSecretaryThroughApi(account: Account, body: Record<string, unknown>): Promise<number> {
  return (await call<{ data: { id: number } }>(account, "POST", SECRETARIES, body)).data.id;
}

/**
 * Waits until the secretary holds at least `count` messages (of one kind, or all), and answers them
 * newest first (a hundred at most).
 */
export async function waitForSecretaryMessages(
  account: Account,
  secretaryId: number,
  count: number,
  { kind = "all", timeoutMs = 10_000 }: { kind?: string; timeoutMs?: number } = {},
): Promise<SecretaryMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await call<{ data: SecretaryMessage[]; meta: { total: number } }>(
      account,
      "GET",
      `${INBOX}?secretary_id=${secretaryId}&inbox_type=${kind}&per_page=100`,
    );
    if (page.meta.total >= count) return page.data;
    if (Date.now() > deadline)
      throw new Error(`secretary ${secretaryId} holds ${page.meta.total} messages of ${kind}, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
