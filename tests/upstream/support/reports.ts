/** Steps the report tests share: a signed-in owner, finished sends, the lists, and files read back. */
import Papa from "papaparse";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { api, baseUrl, call, devAccount, sessionToken, type Answer } from "./client";
import { finished, postSend, quickSend, sendWhen } from "./sending";
import { untilHolds } from "./until";

export interface Owner {
  username: string;
  token: string;
}

export async function reportOwner(credit = 10_000_000): Promise<Owner> {
  const account = await devAccount({ credit });
  return { username: account.username, token: await sessionToken(account) };
}

/** A send accepted; its id. */
export async function sent(token: string, body: unknown): Promise<number> {
  const answer = await postSend(token, body);
  if (answer.status !== 200) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.message_outbox_ids[0] as number;
}

/** A quick send to `recipients`, waited for until it is settled. */
export async function finishedSend(
  token: string,
  recipients: string[],
  message?: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const id = await sent(token, quickSend(recipients, message, extra));
  await sendWhen(id, finished);
  return id;
}

export type ListName = "new_list" | "systemic_list" | "archive_list";

export const reportList = (token: string, list: ListName, body: Record<string, unknown> = {}): Promise<Answer> =>
  api(`report/${list}`, { token, body });

/** The ids a list shows on its first page of 100 with these filters. */
export async function listedIds(
  token: string,
  list: ListName,
  filters: Record<string, unknown> = {},
): Promise<number[]> {
  const answer = await reportList(token, list, { page: 1, limit: 100, filters });
  if (answer.status !== 200) throw new Error(`${list}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.map((row: { messages_outbox_id: string }) => Number(row.messages_outbox_id));
}

/** Moves a send `days` into the past and/or marks it as made by the panel. */
export async function changeSend(id: number, change: { age_days?: number; systemic?: boolean }): Promise<void> {
  const answer = await call(`/__dev/reports/sends/${id}`, { body: change });
  if (answer.status !== 200) throw new Error(`change send: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Waits (every 200 ms, 10 s at most) until `check` holds. */
export const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000) =>
  untilHolds(read, check, timeoutMs, 200);

export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** How many pieces the body arrived in. */
  chunks: number;
}

export async function fetchFile(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Download> {
  const response = await fetch(`${baseUrl()}/v1/api/${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { authorization: token, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const parts: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { status: response.status, headers: response.headers, bytes, chunks: parts.length };
}

/** A CSV file's rows, after its byte-order mark. */
export function csvRows(bytes: Uint8Array): string[][] {
  // ignoreBOM keeps the mark in the text, so its presence can be checked.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  if (!text.startsWith("\ufeff")) throw new Error("the CSV has no byte-order mark");
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)));
  return parsed.data;
}

/** An XLSX file's rows, every cell as text. */
export async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const rows = await readXlsxRows(bytes);
  return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : String(cell))));
}
