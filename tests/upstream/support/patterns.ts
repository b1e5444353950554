/** Steps the pattern tests share: an owner, Edge's documented bodies, the calls and the review. */
import WebSocket from "ws";
import { api, baseUrl, call, devAccount, sessionToken, type Answer, type DevAccount } from "./client";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The business name `__dev/accounts` gives a new account: a pattern's text must name it. */
export const BUSINESS = "کسب‌وکار آزمایشی";

export async function patternOwner(
  input: Parameters<typeof devAccount>[0] = {},
): Promise<{ account: DevAccount; token: string }> {
  const account = await devAccount(input);
  return { account, token: await sessionToken(account) };
}

/** Edge's documented create body (create-pattern.md), its text naming the business as the rule asks. */
export const edgeCreateBody = () => ({
  title: "test pattern",
  description: "پترن تستی",
  is_share: false,
  message: `${BUSINESS}: پترن تستی %var% . کد شما %code%`,
  website: "https://yoursite.com",
  variable: [
    { name: "var", type: "string" },
    { name: "code", type: "integer" },
  ],
});

/** Edge's documented update body (update-pattern.md), naming the business. */
export const edgeUpdateBody = () => ({
  title: "Updated Pattern",
  description: "Updated description",
  is_share: true,
  message: `Updated message with %var% — ${BUSINESS}`,
  website: "https://updatedsite.com",
  variable: [{ name: "var", type: "string" }],
});

export const createPattern = (token: string, body: unknown = edgeCreateBody()) => api("user/pattern", { token, body });

/** A new pattern's code, failing loudly when the create is refused. */
export async function newPatternCode(token: string, body: unknown = edgeCreateBody()): Promise<string> {
  const made = await createPattern(token, body);
  if (made.status !== 200) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data.pattern_code;
}

export const patternByCode = (token: string, code: string) => api(`patterns/${code}`, { token });

export const updatePattern = (token: string, code: string, body: unknown = edgeUpdateBody()) =>
  api(`patterns/normal/${code}`, { method: "PUT", token, body });

export const deletePattern = (token: string, code: string) =>
  api(`patterns/normal/${code}`, { method: "DELETE", token });

/** `GET patterns` with these query parameters. */
export const listPatterns = (token: string, query: Record<string, string | number> = {}) =>
  api(`patterns?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

/** How many of the account's own patterns are stored (the systemic ones left out). */
export async function ownPatternCount(token: string): Promise<number> {
  const answer = await listPatterns(token, { "filter[type]": "normal" });
  if (answer.status !== 200) throw new Error(`list: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.meta.total;
}

/** The content team's decision, through the development route. */
export const reviewPattern = (pattern_code: string, approve: boolean, reason?: string): Promise<Answer> =>
  call("/__dev/patterns/review", { body: { pattern_code, approve, reason } });

export interface LiveEvent {
  event?: string;
  data?: Loose;
}

/** Opens a member's live socket and collects the events it hears. */
export function listen(token: string): Promise<{ socket: WebSocket; events: LiveEvent[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`);
    const events: LiveEvent[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as LiveEvent;
      if (message.event) events.push(message);
    });
    socket.once("open", () => resolve({ socket, events }));
    socket.once("error", reject);
  });
}
