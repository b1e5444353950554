/** Steps the number-bank tests share: an owner with credit, the bank's lookups, and what a bank send picked. */
import provinces from "@/lib/map/geo-data/provinces.json";
import { api, call, devAccount, sessionToken, type DevAccount } from "./client";
import { sendInfo } from "./sending";
export { testBankSize } from "./start-upstream";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const BANK_LINE = "+98BANK";
export const JOB_LINE = "+98PRO";

/** Province ids of the shipped geography. */
export const TEHRAN = 8;
export const QOM = 19;
export const SEMNAN = 15;
/** Tehran city (county تهران). */
export const TEHRAN_CITY = 329;

export interface Counts {
  mci_count: number;
  irancell_count: number;
  other_count: number;
}

export const total = (c: Counts) => c.mci_count + c.irancell_count + c.other_count;

export async function bankOwner(credit = 100_000_000): Promise<{ account: DevAccount; token: string }> {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

/** GET send/banks/<path> or send/jobs/<path>, the envelope's data, failing loudly on anything but 200. */
export async function lookup<T = Loose>(token: string, path: string): Promise<T> {
  const answer = await api(path, { token });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const counts = (token: string, query: string) => lookup<Counts>(token, `send/banks/counts?${query}`);

export async function areaCounts(token: string, body: Record<string, unknown>): Promise<Counts> {
  const answer = await api("send/banks/area-counts", { token, body });
  if (answer.status !== 200) throw new Error(`area-counts: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A province's outline from the shipped data, as a map send's polygon (its first ring, unclosed). */
export function provinceOutline(id: number): [number, number][] {
  const province = provinces.find((p) => p.id === id)!;
  const ring = province.polygon[0]![0]! as [number, number][];
  return ring.slice(0, -1);
}

/** A box around a point, `half` degrees each way, as a polygon. */
export const box = ([x, y]: [number, number], half: number): [number, number][] => [
  [x - half, y - half],
  [x + half, y - half],
  [x + half, y + half],
  [x - half, y + half],
];

/** Every bank slice empty, to spread over in a request. */
export const noSlices = { mci: { start: 0, size: 0 }, irancell: { start: 0, size: 0 }, other: { start: 0, size: 0 } };
export const everyone = { bank: "all", gender: 0, age_from: 1300, age_to: 1410 } as const;

/** The first numbers a send picked, as msisdns. */
export async function firstRecipients(id: number): Promise<string[]> {
  return (await sendInfo(id)).recipients.map((r) => r.msisdn);
}

export async function blacklist(username: string, mobile: string): Promise<void> {
  const answer = await call("/__dev/send-blacklist", { body: { username, mobile } });
  if (answer.status !== 200) throw new Error(`send-blacklist: ${answer.status} ${JSON.stringify(answer.body)}`);
}
