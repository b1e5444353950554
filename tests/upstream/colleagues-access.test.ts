import WebSocket from "ws";
import { allowsAny, type Permission } from "@/lib/contract/permissions";
import { ROUTE_RULES, type RouteRule } from "@/upstream/http/route-permissions";
import { api, baseUrl, call, type Answer } from "./support/client";
import { as, newOwner, signedInColleague, type Owner } from "./support/colleagues";
import { addContacts, createPhonebook, data } from "./support/phonebooks";
import { postSend, quickSend, SHARED_LINE } from "./support/sending";
import { until } from "./support/until";

/**
 * What a colleague reaches: the routes their role allows, in their owner's account and nobody
 * else's, as the role stands at each call; and nothing once deactivated.
 */

const is403_8 = (answer: Answer) => answer.status === 403 && answer.body?.meta?.message_code === "403-8";

/** A route's path with every parameter (`:name` and `:name{pattern}`) filled with 1. */
const filled = (path: string) => path.replace(/:[a-z_]+(\{[^}]*\})?/g, "1");

/** Whether a member holding `granted` may use a route of this rule. */
function allowed(rule: RouteRule, granted: readonly Permission[]): boolean {
  if (rule === "public" || rule === "member") return true;
  if (rule === "owner") return false;
  return typeof rule === "object" ? allowsAny(granted, rule.anyOf) : granted.includes(rule);
}

describe("the enforcement walk over every route", () => {
  const granted: Permission[] = ["predefined_messages.view"];

  it("answers a colleague with one harmless permission 403-8 on every route beyond it, and never on the others", async () => {
    const owner = await newOwner({ credit: 1_000_000 });
    const colleague = await signedInColleague(owner, granted);
    const routes = Object.entries(ROUTE_RULES).filter(([, rule]) => rule !== "public");
    // Signing out last: it ends the session the walk uses.
    const logout = "POST /v1/api/acl/auth/logout";
    routes.sort(([a], [b]) => Number(a === logout) - Number(b === logout));

    const wrong: string[] = [];
    for (const [key, rule] of routes) {
      const [method, path] = key.split(" ") as [string, string];
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const answer = await call(filled(path), { method, token: colleague.token, body });
      const refused = is403_8(answer);
      if (refused === allowed(rule, granted)) wrong.push(`${key} (${JSON.stringify(rule)}): ${answer.status}`);
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  }, 120_000);

  it("the owner is refused none of them", async () => {
    const owner = await newOwner({ credit: 1_000_000 });
    const refused: string[] = [];
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (rule === "public" || key.endsWith("/logout")) continue;
      const [method, path] = key.split(" ") as [string, string];
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      if (is403_8(await call(filled(path), { method, token: owner.token, body }))) refused.push(key);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});

describe("working in the owner's account, and only there", () => {
  let a: Owner;
  let b: Owner;
  beforeAll(async () => {
    [a, b] = await Promise.all([newOwner({ credit: 1_000_000 }), newOwner({ credit: 1_000_000 })]);
  });

  it("a colleague sends from the owner's credit, and sees the owner's phonebooks and sends, never another account's", async () => {
    const colleague = await signedInColleague(a, ["send.quick", "contacts.view", "reports.view", "wallet.view"]);
    const aBook = await createPhonebook(a.token, "دفترچهٔ حساب الف");
    const bBook = await createPhonebook(b.token, "دفترچهٔ حساب ب");
    await addContacts(b.token, [{ number: "09121112233", phonebook_id: bBook }]);
    const [bContact] = await data(api(`phonebooks/numbers/contact-list?phonebook_id=${bBook}`, { token: b.token }));

    const credit = async (owner: Owner) => (await data(api("payment/credit/mine", { token: owner.token }))).credit;
    const [aBefore, bBefore] = [await credit(a), await credit(b)];
    const sent = await postSend(colleague.token, quickSend(["09121234567"], "از طرف همکار"));
    expect(sent.status).toBe(200);
    const sendId = sent.body.data.message_outbox_ids[0] as number;
    expect(await credit(a)).toBeLessThan(aBefore);
    expect(await credit(b)).toBe(bBefore);
    // The owner sees the colleague's send among the account's own.
    expect((await api(`report/by_bulk?messages_outbox_id=${sendId}`, { token: a.token })).status).toBe(200);
    expect((await api(`report/by_bulk?messages_outbox_id=${sendId}`, { token: b.token })).status).toBe(404);

    const books = await data(api("phonebooks/list-new?per_page=100", { token: colleague.token }));
    const ids = books.map((book: { id: number }) => book.id);
    expect(ids).toContain(aBook);
    expect(ids).not.toContain(bBook);

    // Another account's ids are unknown to the colleague.
    const bSent = await postSend(b.token, quickSend(["09121234567"]));
    const bSendId = bSent.body.data.message_outbox_ids[0] as number;
    expect((await as(colleague.token).get(`report/by_bulk?messages_outbox_id=${bSendId}`)).status).toBe(404);
    expect((await as(colleague.token).get(`phonebooks/numbers/contact-list/${bContact.id}`)).status).toBe(404);
    const foreignList = await as(colleague.token).get(`phonebooks/numbers/contact-list?phonebook_id=${bBook}`);
    expect(foreignList.body.data ?? []).toEqual([]);
  });

  it("a send way the role lacks is refused even on the send route the role may use", async () => {
    const colleague = await signedInColleague(a, ["send.quick"]);
    const book = await createPhonebook(a.token, "دفترچهٔ مشتریان");
    await addContacts(a.token, [{ number: "09121112244", phonebook_id: book }]);
    const refused = await postSend(colleague.token, {
      sending_type: "phonebook",
      from_number: SHARED_LINE,
      message: "سلام",
      params: [{ type: "all", phonebook_ids: [String(book)] }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message_code).toBe("403-8");
  });

  it("a role edited takes effect at the colleague's next call, both ways", async () => {
    const colleague = await signedInColleague(a, ["inbox.view"]);
    expect((await as(colleague.token).get("report/messages-inbox/unread-count")).status).toBe(200);
    expect(is403_8(await as(colleague.token).get("payment/credit/mine"))).toBe(true);
    const edited = await as(a.token).post("acl/partner/update_role", {
      role_id: colleague.roleId,
      title: "کیف پول",
      permissions: ["wallet.view"],
    });
    expect(edited.status).toBe(200);
    expect((await as(colleague.token).get("payment/credit/mine")).status).toBe(200);
    expect(is403_8(await as(colleague.token).get("report/messages-inbox/unread-count"))).toBe(true);
    const checked = await as(colleague.token).post("acl/auth/check_token");
    expect(checked.body.data.member_of.permissions).toEqual(["wallet.view"]);
  });

  it("a colleague moved to another role works within the new one at their next call", async () => {
    const colleague = await signedInColleague(a, ["inbox.view"]);
    const wallet = await as(a.token).post("acl/partner/create_role", {
      title: `کیف ${Date.now()}`,
      permissions: ["wallet.view"],
    });
    await as(a.token).post("user/partner/update", {
      partner_id: colleague.id,
      first_name: "سارا",
      last_name: "همکار",
      role_id: wallet.body.data.id,
    });
    expect((await as(colleague.token).get("payment/credit/mine")).status).toBe(200);
    expect(is403_8(await as(colleague.token).get("report/messages-inbox/unread-count"))).toBe(true);
  });
});

const socketUrl = (token: string) => `${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`;

function connect(token: string): Promise<{ socket: WebSocket; received: string[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(token));
    const received: string[] = [];
    const closed = new Promise<number>((done) => socket.once("close", done));
    socket.on("message", (frame) => received.push(frame.toString()));
    socket.once("open", () => resolve({ socket, received, closed }));
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
}

const eventsOf = (received: string[]) =>
  received.map((text) => JSON.parse(text) as { event?: string; data?: unknown }).filter((m) => m.event);

describe("the colleague's live socket", () => {
  it("carries the owner's account events the role may see, and nothing else", async () => {
    const owner = await newOwner({ credit: 1000 });
    const wallet = await signedInColleague(owner, ["wallet.view"]);
    const inbox = await signedInColleague(owner, ["inbox.view"]);
    const [walletSocket, inboxSocket] = [await connect(wallet.token), await connect(inbox.token)];
    expect((await call("/__dev/credit", { body: { username: owner.account.username, amount: 500 } })).status).toBe(200);
    const [heard] = await until(() =>
      eventsOf(walletSocket.received).length ? eventsOf(walletSocket.received) : undefined,
    );
    expect(heard).toEqual({ event: "credit.changed", data: { credit: 1500 } });
    // The inbox colleague hears a pong, never the credit.
    inboxSocket.socket.send("9");
    await until(() => inboxSocket.received[0]);
    expect(eventsOf(inboxSocket.received)).toEqual([]);
    walletSocket.socket.close();
    inboxSocket.socket.close();
  });

  it("closes at once when the colleague is deactivated; their token then answers 401 and opens no socket", async () => {
    const owner = await newOwner();
    const colleague = await signedInColleague(owner, ["wallet.view"]);
    const open = await connect(colleague.token);
    const connections = async () =>
      (await call(`/__dev/sockets?username=${colleague.username}`)).body.data.connections as number;
    expect(await connections()).toBe(1);
    // The owner's own socket stays open.
    const ownerSocket = await connect(owner.token);

    expect((await as(owner.token).post("user/partner/deactive", { partner_id: colleague.id })).status).toBe(200);
    expect(await open.closed).toBe(4401);
    const after = await as(colleague.token).post("acl/auth/check_token");
    expect(after.status).toBe(401);
    await expect(connect(colleague.token)).rejects.toThrow("refused with 401");
    expect(ownerSocket.socket.readyState).toBe(WebSocket.OPEN);
    ownerSocket.socket.close();
  });

  it("closes when the colleague is deleted, and a colleague's logout closes only their own", async () => {
    const owner = await newOwner();
    const colleague = await signedInColleague(owner, ["wallet.view"]);
    const other = await signedInColleague(owner, ["wallet.view"]);
    const [mine, theirs] = [await connect(colleague.token), await connect(other.token)];
    expect((await as(other.token).post("acl/auth/logout")).status).toBe(200);
    expect(await theirs.closed).toBe(4401);
    expect(mine.socket.readyState).toBe(WebSocket.OPEN);
    expect((await as(owner.token).post("user/partner/delete", { partner_id: colleague.id })).status).toBe(200);
    expect(await mine.closed).toBe(4401);
    expect((await as(colleague.token).get("payment/credit/mine")).status).toBe(401);
  });
});
