/** Reading an account's activity log, as the owner's panel does. */
import Papa from "papaparse";
import type { Activity } from "@/lib/contract/activity-log";
import { readXlsxRows } from "@/lib/files/recipients/read-xlsx";
import { api, baseUrl, type Answer } from "./client";

type ActivityQuery = Record<string, string | number>;

const queryOf = (query: ActivityQuery) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

/** GET user/activity_log with these filters (a hundred a page unless said). */
export const activityLog = (token: string, query: ActivityQuery = {}): Promise<Answer> =>
  api(`user/activity_log?${queryOf({ per_page: 100, ...query })}`, { token });

/** The entries the filters keep (the first hundred), newest first. */
export async function activityEntries(token: string, query: ActivityQuery = {}): Promise<Activity[]> {
  const answer = await activityLog(token, query);
  if (answer.status !== 200) throw new Error(`activity_log: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** The newest entry of a kind. */
export async function newestActivity(token: string, kind: Activity["kind"]): Promise<Activity | undefined> {
  return (await activityEntries(token, { kind, per_page: 1 }))[0];
}

/** GET user/activity_log/export with these filters: the answer and its rows (titles first) read back. */
export async function activityExport(token: string, query: ActivityQuery) {
  const response = await fetch(`${baseUrl()}/v1/api/user/activity_log/export?${queryOf(query)}`, {
    headers: { authorization: token },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  let rows: string[][] = [];
  if (response.status === 200 && query.format === "csv") {
    const text = new TextDecoder().decode(bytes).replace(/^\ufeff/, "");
    rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  } else if (response.status === 200) {
    rows = (await readXlsxRows(bytes)).map((cells) => cells.map((cell) => String(cell ?? "")));
  }
  return { status: response.status, headers: response.headers, bytes, rows };
}
