import { expect } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { sessionCookieName } from "../../../../lib/bff/session-options.mjs";
import { createAccount, type DevAccount } from "../../support/accounts";
import { RawConnection, requestHead, type ReadOptions, type WireResponse } from "./raw-socket";

/** The panel and its embedded upstream, on the ports playwright.config.ts starts them on. */
export const PANEL_PORT = Number(process.env.E2E_PORT ?? 3100);
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
export const PANEL_HOST = `localhost:${PANEL_PORT}`;
export const PANEL_ORIGIN = `http://${PANEL_HOST}`;

/** The public call every visitor of the sign-in screen makes. */
export const LOGIN_SETTING = "/api/v1/api/acl/auth/login_setting";
export const DRAFT_GROUPS = "/api/v1/api/user/draft/group";
export const DRAFT_GROUP_LIST = "/api/v1/api/user/draft/group/list?page=1&per_page=100";
export const DRAFTS = "/api/v1/api/user/draft";
const DRAFT_LIST = "/api/v1/api/user/draft/list?page=1&per_page=100";

export const openPanel = () => RawConnection.open(PANEL_PORT);

/** Writes one request on a fresh connection, reads its answer, and closes the connection. */
export async function exchange(port: number, bytes: string | Buffer, options: ReadOptions = {}): Promise<WireResponse> {
  const connection = await RawConnection.open(port);
  try {
    await connection.write(bytes);
    const response = await connection.readResponse(options);
    if (!response) throw new Error(`the connection closed without an answer to:\n${String(bytes).slice(0, 300)}`);
    return response;
  } finally {
    connection.destroy();
  }
}

/** Header lines of a state-changing call from the panel's own page (the anti-forgery checks pass). */
export function ownPageLines(cookie: string): string[] {
  return [
    `Host: ${PANEL_HOST}`,
    `Origin: ${PANEL_ORIGIN}`,
    "X-Panel-Request: 1",
    "Sec-Fetch-Site: same-origin",
    `Cookie: ${cookie}`,
  ];
}

/** A complete JSON request with its exact Content-Length. */
export function jsonRequest(method: string, target: string, lines: string[], body: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(body));
  return Buffer.concat([
    Buffer.from(
      requestHead(method, target, [...lines, "Content-Type: application/json", `Content-Length: ${json.length}`]),
    ),
    json,
  ]);
}

/** Signs in through the panel's own login route and answers the session cookie (`name=value`). */
async function signInSession(account: Pick<DevAccount, "username" | "password">): Promise<string> {
  const res = await exchange(
    PANEL_PORT,
    jsonRequest(
      "POST",
      "/api/v1/api/acl/auth/login",
      [`Host: ${PANEL_HOST}`, `Origin: ${PANEL_ORIGIN}`, "X-Panel-Request: 1", "Sec-Fetch-Site: same-origin"],
      {
        username: account.username,
        password: account.password,
      },
    ),
  );
  expect(res.status, res.text).toBe(200);
  const cookie = (res.headers["set-cookie"] ?? "").split("\n").find((c) => c.startsWith(`${sessionCookieName()}=`));
  expect(cookie, "the session cookie").toBeTruthy();
  expect(res.text).not.toContain("token");
  return cookie!.split(";", 1)[0]!;
}

/** A throw-away account of its own, signed in. */
export async function signedInAccount(): Promise<{ account: DevAccount; cookie: string }> {
  const account = await createAccount();
  return { account, cookie: await signInSession(account) };
}

export function parseJson<T = Record<string, unknown>>(res: WireResponse): T {
  try {
    return JSON.parse(res.text) as T;
  } catch {
    throw new Error(`not JSON (status ${res.status}): ${res.text.slice(0, 300)}`);
  }
}

interface Envelope {
  data: unknown;
  meta: { status: boolean; message: string | null; message_code?: string };
}

const PERSIAN = /[\u0600-\u06FF]/;

/** The panel's own refusal: `{data: null, meta: {status: false, message: <Persian>, message_code}}` as JSON. */
export function expectRefusal(res: WireResponse, status: number, code: string): void {
  expect(res.status, res.text).toBe(status);
  expect(
    res.headers["content-type"] ?? "",
    `the panel's JSON envelope, not ${JSON.stringify(res.text.slice(0, 200))}`,
  ).toMatch(/^application\/json/);
  const body = parseJson<Envelope>(res);
  expect(body.data).toBeNull();
  expect(body.meta.status).toBe(false);
  expect(body.meta.message).toMatch(PERSIAN);
  expect(body.meta.message_code).toBe(code);
}

/** The draft group titles the session sees, read on a fresh connection. */
export async function draftGroupTitles(cookie: string): Promise<string[]> {
  const res = await exchange(
    PANEL_PORT,
    requestHead("GET", DRAFT_GROUP_LIST, [`Host: ${PANEL_HOST}`, `Cookie: ${cookie}`]),
  );
  expect(res.status, res.text).toBe(200);
  return parseJson<{ data: Array<{ title: string }> }>(res).data.map((g) => g.title);
}

/** The predefined messages the session sees, read on a fresh connection. */
export async function draftMessages(cookie: string): Promise<string[]> {
  const res = await exchange(PANEL_PORT, requestHead("GET", DRAFT_LIST, [`Host: ${PANEL_HOST}`, `Cookie: ${cookie}`]));
  expect(res.status, res.text).toBe(200);
  return parseJson<{ data: Array<{ message: string }> }>(res).data.map((d) => d.message);
}

/** Creates a draft group with a complete, ordinary request and answers the upstream's record. */
export async function createDraftGroup(
  cookie: string,
  title: string,
): Promise<{ draft_group_id: number; title: string }> {
  const res = await exchange(PANEL_PORT, jsonRequest("POST", DRAFT_GROUPS, ownPageLines(cookie), { title }));
  expect(res.status, res.text).toBe(200);
  return parseJson<{ data: { draft_group_id: number; title: string } }>(res).data;
}

export const uniqueTitle = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/**
 * Another client, with its own signed-in session and a record only it has: after a hostile
 * request it must still get its own, correct answers, promptly, on a connection of its own.
 */
export class Bystander {
  private constructor(
    readonly cookie: string,
    readonly title: string,
  ) {}

  static async create(): Promise<Bystander> {
    const { cookie } = await signedInAccount();
    const title = uniqueTitle("bystander");
    await createDraftGroup(cookie, title);
    return new Bystander(cookie, title);
  }

  /**
   * Four calls one after another on one keep-alive connection (so the BFF reuses its pooled
   * upstream connections, the ones a smuggled request would have poisoned): the public
   * login_setting and this session's own draft groups, twice each, each answered within 5 s.
   */
  async expectServed(): Promise<void> {
    const connection = await openPanel();
    try {
      for (let round = 0; round < 2; round++) {
        await connection.write(requestHead("GET", LOGIN_SETTING, [`Host: ${PANEL_HOST}`]));
        const setting = await connection.readResponse({ timeoutMs: 5000 });
        expect(setting?.status, setting?.text).toBe(200);
        const settingBody = parseJson<{ data: { otp_length: unknown; register_enabled: unknown } }>(setting!);
        expect(settingBody.data?.otp_length, `login_setting's own answer, not ${setting?.text.slice(0, 300)}`).toBe(6);
        expect(typeof settingBody.data.register_enabled).toBe("boolean");

        await connection.write(requestHead("GET", DRAFT_GROUP_LIST, [`Host: ${PANEL_HOST}`, `Cookie: ${this.cookie}`]));
        const own = await connection.readResponse({ timeoutMs: 5000 });
        expect(own?.status, own?.text).toBe(200);
        const groups = parseJson<{ data: unknown }>(own!).data;
        expect(Array.isArray(groups), `its own draft groups, not ${own?.text.slice(0, 300)}`).toBe(true);
        expect((groups as Array<{ title: string }>).map((g) => g.title)).toEqual([this.title]);
      }
      expect(connection.transcript()).not.toContain('"token"');
      expect(connection.peerClosed).toBe(false);
    } finally {
      connection.destroy();
    }
  }
}
