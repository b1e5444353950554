/** Steps the sending tests share: sending with an Idempotency-Key, reading a send, the ledger and the credit. */
import { answerOf, api, baseUrl, call, type Answer } from "./client";
import { endingsOutsideBanks } from "./test-numbers";
import { untilHolds } from "./until";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The shared advertising line every account may use; it adds the cancel suffix. */
export const SHARED_LINE = "+9810001000";
/** A line taken by agreement (not shared with everyone). */
export const AGREEMENT_LINE = "+9850004000";

/** POST /v1/api/send, with an Idempotency-Key when given. */
export async function postSend(token: string, body: unknown, idempotencyKey?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
    authorization: token,
  };
  if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
  const response = await fetch(`${baseUrl()}/v1/api/send`, { method: "POST", headers, body: JSON.stringify(body) });
  return answerOf(response);
}

export const quickSend = (
  recipients: string[],
  message = "سلام، این یک پیام آزمایشی است",
  extra: Record<string, unknown> = {},
) => ({
  sending_type: "webservice",
  from_number: SHARED_LINE,
  message,
  params: { recipients },
  ...extra,
});

export interface SendInfo {
  id: number;
  user_id: number;
  state_id: number;
  message: string | null;
  parts: number;
  recipient_count: number;
  cost_reserved: string;
  refunded: string;
  rejection_reason: string | null;
  /** The sender's address the send recorded. */
  sender_ip: string | null;
  started_at: string | null;
  finished_at: string | null;
  recipients: {
    position: number;
    msisdn: string;
    operator: string;
    text: string | null;
    parts: number;
    cost: string;
    status: number | null;
  }[];
}

export async function sendInfo(id: number): Promise<SendInfo> {
  const answer = await call(`/__dev/sends/${id}`);
  if (answer.status !== 200) throw new Error(`send ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The send once `done` holds for it, checked every 100 ms. */
export const sendWhen = (id: number, done: (send: SendInfo) => boolean, timeoutMs = 10_000): Promise<SendInfo> =>
  untilHolds(() => sendInfo(id), done, timeoutMs);

/** Sent (6) or cancelled (7) and settled. */
export const finished = (send: SendInfo) => send.finished_at !== null;

export async function ledgerOf(username: string): Promise<{ amount: string; description: string }[]> {
  const answer = await call(`/__dev/ledger?username=${encodeURIComponent(username)}`);
  if (answer.status !== 200) throw new Error(`ledger: ${answer.status}`);
  return answer.body.data;
}

export async function creditOf(token: string): Promise<number> {
  const answer = await api<Loose>("payment/credit/mine", { token });
  return answer.body.data.credit;
}

/** Rials as integer tenths, to compare money without binary fractions. */
export const tenths = (rials: string | number) => Math.round(Number(rials) * 10);

export const INSUFFICIENT_CREDIT = "اعتبار حساب برای این ارسال کافی نیست؛ ابتدا کیف پول را شارژ کنید";

/** Takes the agreement line for the user, so they may send with it. */
export async function takeAgreementLine(token: string): Promise<void> {
  const offered = (await api<Loose>("numbers/agreement-list", { token })).body.data;
  const line = offered.find((l: { number: string }) => l.number === AGREEMENT_LINE);
  const answer = await api("numbers/assign-agreement", { token, body: { number_id: line.id } });
  if (answer.status !== 200) throw new Error(`assign-agreement: ${answer.status}`);
}

/** `count` distinct MCI, Irancell, Rightel and other mobiles, in E.164, unlikely to meet another test's and never a bank number. */
export function mobiles(count: number): string[] {
  const prefixes = ["912", "935", "920", "998"];
  return endingsOutsideBanks(count).map((ending, i) => `+98${prefixes[i % 4]}${ending}`);
}
