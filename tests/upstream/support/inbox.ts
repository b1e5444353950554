/** Steps the inbox tests share: an owner with a line of their own, SMS sent to it, and the inbox calls. */
import { api, call, devAccount, sessionToken, type Answer, type DevAccount } from "./client";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface InboxOwner {
  account: DevAccount;
  token: string;
  /** A dedicated line assigned to this owner alone, E.164. */
  line: string;
}

/** A fresh owner with a dedicated line: every SMS to the line is theirs. */
export async function inboxOwner(credit = 0): Promise<InboxOwner> {
  const account = await devAccount({ credit });
  const answer = await call("/__dev/dedicated-line", { body: { username: account.username } });
  if (answer.status !== 200) throw new Error(`dedicated line: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { account, token: await sessionToken(account), line: answer.body.data.number };
}

export interface Incoming {
  type: string;
  cancel11: number;
  messages: { user_id: number; messages_inbox_id: number }[];
  /** The secretary that took the message, and how its answer went; null when none did. */
  secretary: {
    secretary_id: number;
    message_id: number;
    kind: string;
    answer_state: string;
    answer_send_id: number | null;
  } | null;
}

/** A mobile sends `message` to a line, as the operator hands it over. */
export async function deliver(from: string, to: string, message: string): Promise<Incoming> {
  const answer = await call("/__dev/incoming", { body: { from, to, message } });
  if (answer.status !== 200) throw new Error(`incoming: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const inboxList = (token: string, body: unknown = {}): Promise<Answer> =>
  api("report/messages-inbox", { token, body });

/** The data of a 200 inbox list, failing loudly on anything else. */
export async function inboxRows(
  token: string,
  filters: Record<string, unknown> = {},
  page: Record<string, unknown> = {},
): Promise<Loose[]> {
  const answer = await inboxList(token, { ...page, filters });
  if (answer.status !== 200) throw new Error(`inbox: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function unreadOf(token: string): Promise<number> {
  const answer = await api("report/messages-inbox/unread-count", { token });
  if (answer.status !== 200) throw new Error(`unread-count: ${answer.status}`);
  return answer.body.data.count;
}
