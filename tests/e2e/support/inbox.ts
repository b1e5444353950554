import { dev, UPSTREAM_URL, type DevAccount } from "./accounts";
import { upstreamToken } from "./phonebooks";

/** The shared advertising line every account may send with. */
export const SHARED_LINE = "+9810001000";

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${UPSTREAM_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: token }) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A new dedicated line of the account alone (E.164): every SMS to it is theirs. */
export async function dedicatedLine(account: Pick<DevAccount, "username">): Promise<string> {
  return (await dev<{ number: string }>("POST", "/dedicated-line", { username: account.username })).number;
}

/** A mobile (any written form) sends an SMS to a line, as the operator would hand it over. */
export function deliverSms(from: string, to: string, message: string): Promise<unknown> {
  return dev("POST", "/incoming", { from, to, message });
}

/** The account sends `message` to one mobile (E.164) from the shared line, through the upstream's API. */
export async function quickSendFromSharedLine(
  account: Pick<DevAccount, "username" | "password">,
  mobile: string,
  message: string,
): Promise<void> {
  const token = await upstreamToken(account);
  await post(
    "/v1/api/send",
    { sending_type: "webservice", from_number: SHARED_LINE, message, params: { recipients: [mobile] } },
    token,
  );
}
