import { apiCallDetailResponseSchema, apiCallListResponseSchema } from "@/lib/contract/api-keys";
import { tehranIsoDay } from "@/lib/date/iso-day";
import { callLog, loggedCalls, newKey, withKey } from "./support/api-keys";
import { api } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";

/** The log of calls made with keys: written after the answer, secrets removed, bodies cut, paged by cursor. */

const detail = (token: string, id: number) => api(`acl/api_key/calls/${id}`, { token });

describe("every call made with a key is in the log", () => {
  it("keeps the request and the answer with secrets removed and a long body cut at 10 KB", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { title: "فروشگاه" });
    const sent = await withKey(made.key, "user/draft/group?api_token=abc&page=1", {
      from: "198.51.100.20",
      body: { title: "سفارش‌ها", password: "p4ss", nested: { otp_code: "123456", note: "x".repeat(20_000) } },
      headers: { "x-shop-secret": "s3cret", "x-shop-name": "books" },
    });
    expect(sent.status).toBe(200);

    const [logged] = await loggedCalls(owner.token, made.id, 1);
    expect(logged).toEqual(
      expect.objectContaining({
        method: "POST",
        path: "/v1/api/user/draft/group",
        status: 200,
        client_address: "198.51.100.20",
      }),
    );
    const answer = await detail(owner.token, logged!.id);
    expect(answer.status).toBe(200);
    const call = apiCallDetailResponseSchema.parse(answer.body).data;
    expect(call.key_title).toBe("فروشگاه");
    expect(call.query).toBe("api_token=[removed]&page=1");
    expect(call.request_headers.authorization).toBe("[removed]");
    expect(call.request_headers["x-panel-forward-secret"]).toBe("[removed]");
    expect(call.request_headers["x-shop-secret"]).toBe("[removed]");
    expect(call.request_headers["x-shop-name"]).toBe("books");
    expect(call.response_headers["content-type"]).toMatch(/^application\/json/);
    const stored = JSON.stringify(call);
    for (const secret of [made.key, "p4ss", "123456", "s3cret"]) expect(stored).not.toContain(secret);
    expect(call.request_body).toContain('"password":"[removed]"');
    expect(call.request_body).toContain('"otp_code":"[removed]"');
    expect(call.request_body).toContain("[بریده شد: از ");
    expect(Buffer.byteLength(call.request_body!, "utf8")).toBeLessThan(10 * 1024 + 200);
    expect(JSON.parse(call.response_body!).data.draft_group_id).toEqual(expect.any(Number));
  });

  it("logs a call refused for its address, and counts the key's calls today", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { allowed_addresses: ["198.51.100.30"] });
    await withKey(made.key, "payment/credit/mine", { from: "198.51.100.30" });
    await withKey(made.key, "payment/credit/mine", { from: "198.51.100.31" });
    const calls = await loggedCalls(owner.token, made.id, 2);
    expect(calls.map((c) => [c.status, c.client_address])).toEqual([
      [401, "198.51.100.31"],
      [200, "198.51.100.30"],
    ]);
    const refused = (await detail(owner.token, calls[0]!.id)).body.data;
    expect(JSON.parse(refused.response_body).meta.message).toBe("نشانی IP شما (198.51.100.31) برای این کلید مجاز نیست");
    expect(refused.request_body).toBeNull();
    const [row] = (await api("acl/api_key/list", { token: owner.token })).body.data;
    expect(row.calls_today).toBe(2);
  });
});

describe("the list of calls", () => {
  it("filters by key, status class, path and Tehran days, newest first, paged by cursor", async () => {
    const owner = await newOwner();
    const shop = await newKey(owner, { title: "فروشگاه" });
    const stock = await newKey(owner, { title: "انبار", allowed_addresses: ["198.51.100.40"] });
    for (let i = 0; i < 5; i += 1) await withKey(shop.key, "payment/credit/mine");
    await withKey(shop.key, "user/get_tariff");
    await withKey(stock.key, "payment/credit/mine", { from: "198.51.100.41" });
    await loggedCalls(owner.token, shop.id, 6);
    await loggedCalls(owner.token, stock.id, 1);

    const all = apiCallListResponseSchema.parse((await callLog(owner.token)).body).data;
    expect(all.calls).toHaveLength(7);
    expect(all.next_cursor).toBeNull();

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await callLog(owner.token, { key_id: shop.id, per_page: 2, ...(cursor ? { cursor } : {}) });
      const page = apiCallListResponseSchema.parse(answer.body).data;
      seen.push(...page.calls.map((c) => c.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(6);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const refused = (await callLog(owner.token, { status_class: "4xx" })).body.data.calls;
    expect(refused.map((c: { key_id: number; status: number }) => [c.key_id, c.status])).toEqual([[stock.id, 401]]);
    expect((await callLog(owner.token, { status_class: "2xx" })).body.data.calls).toHaveLength(6);
    const tariff = (await callLog(owner.token, { path: "get_tar" })).body.data.calls;
    expect(tariff.map((c: { path: string }) => c.path)).toEqual(["/v1/api/user/get_tariff"]);

    const today = tehranIsoDay();
    expect((await callLog(owner.token, { from_day: today, to_day: today })).body.data.calls).toHaveLength(7);
    expect((await callLog(owner.token, { to_day: "2020-01-01" })).body.data.calls).toHaveLength(0);
    const inverted = await callLog(owner.token, { from_day: today, to_day: "2020-01-01" });
    expect(inverted.status).toBe(422);
    expect(inverted.body.meta.errors.to_day).toEqual(["تاریخ پایان باید پس از تاریخ شروع باشد"]);
    expect((await callLog(owner.token, { status_class: "3xx" })).status).toBe(422);
    expect((await callLog(owner.token, { cursor: "nope" })).status).toBe(422);
  });

  it("shows only the account's own calls: another account's id is 404, like an unknown one", async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const theirs = await newKey(stranger);
    await withKey(theirs.key, "payment/credit/mine");
    const [call] = await loggedCalls(stranger.token, theirs.id, 1);
    expect((await detail(stranger.token, call!.id)).status).toBe(200);
    expect((await detail(owner.token, call!.id)).status).toBe(404);
    expect((await detail(owner.token, 9_000_000_000)).status).toBe(404);
    expect((await callLog(owner.token, { key_id: theirs.id })).body.data.calls).toEqual([]);
  });

  it("is refused to a colleague without developers.api_calls", async () => {
    const owner = await newOwner();
    const colleague = await signedInColleague(owner, ["developers.api_keys"]);
    expect((await callLog(colleague.token)).status).toBe(403);
  });
});
