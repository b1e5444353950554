import { PHONE_CHANGE_MESSAGES } from "@/lib/contract/phone-change";
import { answerOf, call, randomClientAddress, randomMobile } from "./support/client";
import { literal, startDatabaseUpstream, type DatabaseUpstream } from "./support/database-upstream";
import { ownUpstreamBankSize } from "./support/start-upstream";

/**
 * What a phone change and a document upload store, read straight from the database of an upstream
 * of this file's own: the lapse of a confirmed current number, and the files' rows.
 */
let upstream: DatabaseUpstream;

beforeAll(async () => {
  // Seeded, for the kinds of document.
  upstream = await startDatabaseUpstream({ TEST_SENDING: "1", BANK_SIZE: ownUpstreamBankSize() });
}, 90_000);

afterAll(async () => {
  await upstream?.stop();
});

const dev = (route: string, body: unknown) =>
  call(`/__dev/${route}`, { base: upstream.baseUrl, body, devSecret: upstream.devSecret });
const api = (path: string, token: string, body?: unknown) =>
  call(`/v1/api/${path}`, { base: upstream.baseUrl, token, from: null, method: body ? "POST" : "GET", body });

async function owner(): Promise<{ userId: number; mobile: string; token: string }> {
  const account = (await dev("accounts", {})).body.data;
  // From an address of its own, vouched for with this upstream's secret: the TCP peer's (127.0.0.1)
  // sign-in window is the login throttle test's to fill on a shared PostgreSQL.
  const login = await call("/v1/api/acl/auth/login", {
    base: upstream.baseUrl,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
    body: { username: account.username, password: account.password },
  });
  return { userId: account.user_id, mobile: account.mobile, token: login.body.data.token };
}

async function latestCode(mobile: string): Promise<string> {
  const [row] = await upstream.query<{ message: string }>(
    `select message from outbox where recipient = ${literal(mobile)} order by id desc limit 1`,
  );
  return row!.message.match(/\d{6}/)![0];
}

describe("what the profile's changes store", () => {
  it("a current number confirmed more than 30 minutes ago no longer opens the next step", async () => {
    const o = await owner();
    expect((await api("user/change_mobile/request_change_otp", o.token, {})).status).toBe(200);
    expect((await api("user/change_mobile/check_otp", o.token, { otp: await latestCode(o.mobile) })).status).toBe(200);
    const [row] = await upstream.query<{ state: string; new_mobile: string | null }>(
      `select state, new_mobile from phone_changes where user_id = ${literal(o.userId)}`,
    );
    expect(row).toEqual({ state: "current_confirmed", new_mobile: null });

    await upstream.query(
      `update phone_changes set created_at = now() - interval '31 minutes' where user_id = ${literal(o.userId)}`,
    );
    const late = await api("user/change_mobile/confirm_new_mobile", o.token, { mobile: randomMobile() });
    expect(late.status).toBe(409);
    expect(late.body.meta.message).toBe(PHONE_CHANGE_MESSAGES.confirmCurrentFirst);
    expect((await api("user/change_mobile/status", o.token)).body.data.request).toBeNull();
  });

  it("a document's files are rows of the account with their bytes, and a replacement leaves only the new ones", async () => {
    const o = await owner();
    const kinds = (await api("user/documents", o.token)).body.data as { id: number; file_count: string }[];
    const kind = kinds.find((k) => k.file_count === "3")!;
    const upload = async (files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]) => {
      const form = new FormData();
      form.append("document_id", String(kind.id));
      for (const file of files) form.append("files[]", new Blob([file.bytes]), file.name);
      return answerOf(
        await fetch(`${upstream.baseUrl}/v1/api/user/documents/upload`, {
          method: "POST",
          headers: { authorization: o.token },
          body: form,
        }),
      );
    };
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n");
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(
      (
        await upload([
          { name: "a.pdf", bytes: pdf },
          { name: "b.png", bytes: png },
        ])
      ).status,
    ).toBe(200);
    const files = () =>
      upstream.query<{ name: string; purpose: string; content_type: string; size: number; hex: string }>(
        `select f.name, f.purpose, f.content_type, f.size, encode(f.body, 'hex') as hex
           from user_files f join user_documents d on d.id = f.document_id
          where f.user_id = ${literal(o.userId)} and d.kind_id = ${literal(kind.id)} order by f.id`,
      );
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
    expect(await files()).toEqual([
      { name: "a.pdf", purpose: "document", content_type: "application/pdf", size: pdf.length, hex: hex(pdf) },
      { name: "b.png", purpose: "document", content_type: "image/png", size: png.length, hex: hex(png) },
    ]);

    // A refused upload (its second file is not what it says) writes no row.
    const fake = new TextEncoder().encode("MZ\x90\x00");
    expect(
      (
        await upload([
          { name: "c.png", bytes: png },
          { name: "d.pdf", bytes: fake },
        ])
      ).status,
    ).toBe(422);
    expect((await files()).map((f) => f.name)).toEqual(["a.pdf", "b.png"]);

    expect((await upload([{ name: "e.png", bytes: png }])).status).toBe(200);
    expect((await files()).map((f) => f.name)).toEqual(["e.png"]);
    const [count] = await upstream.query<{ n: number }>(
      `select count(*)::int as n from user_files where user_id = ${literal(o.userId)}`,
    );
    expect(count!.n).toBe(1);
  });
});
