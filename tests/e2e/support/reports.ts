import { UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

/** The shared advertising line every account may send from. */
const SHARED_LINE = "+9810001000";

/** `YYYY-MM-DD HH:MM:SS` in UTC, as the send call takes its time. */
const wireTime = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

/**
 * A quick send of the account through the upstream's API (E.164 recipients), now or at `at`;
 * answers its id. For what a test starts from, not for what it checks.
 */
export async function sendThroughApi(
  account: Pick<DevAccount, "username" | "password">,
  recipients: string[],
  message: string,
  at?: Date,
): Promise<number> {
  const token = await upstreamToken(account);
  const res = await fetch(`${UPSTREAM_URL}/v1/api/send`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: JSON.stringify({
      sending_type: "webservice",
      from_number: SHARED_LINE,
      message,
      params: { recipients },
      ...(at ? { send_time: wireTime(at) } : {}),
    }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /v1/api/send answered ${res.status}: ${text}`);
  const id = (JSON.parse(text) as { data: { message_outbox_ids: number[] } }).data.message_outbox_ids[0];
  if (id === undefined) throw new Error(`POST /v1/api/send made no send: ${text}`);
  return id;
}
