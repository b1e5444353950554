import { apiKeyListResponseSchema, apiKeySecretResponseSchema } from "@/lib/contract/api-keys";
import { newestActivity } from "./support/activity";
import { loggedCalls, newKey, withKey } from "./support/api-keys";
import { api, latestCode, otherCode } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";

/** Making, listing, showing anew and deleting API keys (acl/api_key/*). */

describe("an owner makes an API key with the code sent to their mobile", () => {
  it("shows the key once; the list has its prefix and never the key", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { title: "فروشگاه", allowed_addresses: ["198.18.0.0/15", "2001:db8::1"] });
    expect(apiKeySecretResponseSchema.safeParse({ data: made, meta: { status: true } }).success).toBe(true);
    expect(made.key).toMatch(/^ipk_[0-9A-Za-z]{40}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);

    const listed = await api("acl/api_key/list", { token: owner.token });
    expect(listed.status).toBe(200);
    const rows = apiKeyListResponseSchema.parse(listed.body).data;
    expect(rows).toEqual([
      expect.objectContaining({
        id: made.id,
        title: "فروشگاه",
        prefix: made.prefix,
        allowed_addresses: ["198.18.0.0/15", "2001:db8::1"],
        last_used_at: null,
        calls_today: 0,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    expect(JSON.stringify(listed.body)).not.toContain(made.key.slice(made.prefix.length));
  });

  it("refuses a wrong code beside its field, keeps the session, and makes nothing", async () => {
    const owner = await newOwner();
    await api("acl/api_key/otp", { method: "POST", token: owner.token });
    const code = await latestCode(owner.account.mobile);
    const refused = await api("acl/api_key/create", {
      body: { title: "انبار", allowed_addresses: [], code: otherCode(code) },
      token: owner.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ code: ["کد تأیید درست نیست"] });
    // A typing mistake is no ended session: the same token still reads the list.
    expect((await api("acl/api_key/list", { token: owner.token })).body.data).toEqual([]);
  });

  it("names the bad entry of the allowed addresses beside it, in Persian", async () => {
    const owner = await newOwner();
    const refused = await api("acl/api_key/create", {
      body: { title: "انبار", allowed_addresses: ["10.0.0.1", "10.0.0.300", "::1/129"], code: "123456" },
      token: owner.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({
      "allowed_addresses.1": ["«10.0.0.300» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست"],
      "allowed_addresses.2": ["«::1/129» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست"],
    });
    const tooMany = await api("acl/api_key/create", {
      body: { title: "انبار", allowed_addresses: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`), code: "123456" },
      token: owner.token,
    });
    expect(tooMany.body.meta.errors.allowed_addresses).toEqual(["حداکثر ۲۰ نشانی یا بازهٔ مجاز می‌توان وارد کرد"]);
  });
});

describe("show: a stored key cannot be read back, so a fresh code replaces its secret", () => {
  it("shows a new key once; the old one stops working at once", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    expect((await withKey(made.key, "payment/credit/mine")).status).toBe(200);
    await loggedCalls(owner.token, made.id, 1);

    await api("acl/api_key/otp", { method: "POST", token: owner.token });
    // The resend wait of the first code may hold the SMS back: the code already sent still works.
    const code = await latestCode(owner.account.mobile);
    const shown = await api("acl/api_key/show", { body: { id: made.id, code }, token: owner.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data.key).toMatch(/^ipk_/);
    expect(shown.body.data.key).not.toBe(made.key);
    expect(shown.body.data).toEqual(expect.objectContaining({ id: made.id, calls_today: 1 }));
    expect((await withKey(made.key, "payment/credit/mine")).status).toBe(401);
    expect((await withKey(shown.body.data.key, "payment/credit/mine")).status).toBe(200);
  });

  it("answers 404 for another account's key, as for one that does not exist", async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const theirs = await newKey(stranger);
    await api("acl/api_key/otp", { method: "POST", token: owner.token });
    const code = await latestCode(owner.account.mobile);
    const shown = await api("acl/api_key/show", { body: { id: theirs.id, code }, token: owner.token });
    expect(shown.status).toBe(404);
    const deleted = await api(`acl/api_key?id=${theirs.id}`, { method: "DELETE", token: owner.token });
    expect(deleted.status).toBe(404);
    expect((await withKey(theirs.key, "payment/credit/mine")).status).toBe(200);
  });
});

describe("deleting a key", () => {
  it("refuses it at the very next call, by body or by ?id=", async () => {
    const owner = await newOwner();
    const first = await newKey(owner, { title: "اول" });
    const second = await newKey(owner, { title: "دوم" });
    expect((await withKey(first.key, "payment/credit/mine")).status).toBe(200);

    const byBody = await api("acl/api_key", { method: "DELETE", body: { id: first.id }, token: owner.token });
    expect(byBody.status).toBe(200);
    expect((await withKey(first.key, "payment/credit/mine")).status).toBe(401);

    const byQuery = await api(`acl/api_key?id=${second.id}`, { method: "DELETE", token: owner.token });
    expect(byQuery.status).toBe(200);
    expect((await withKey(second.key, "payment/credit/mine")).status).toBe(401);
    expect((await api("acl/api_key/list", { token: owner.token })).body.data).toEqual([]);

    const entry = await newestActivity(owner.token, "api_keys");
    expect(entry?.text).toContain("حذف کلید API «دوم»");
  });
});

describe("who may manage keys", () => {
  it("refuses a colleague without developers.api_keys (403) and lets one with it make a key", async () => {
    const owner = await newOwner();
    const without = await signedInColleague(owner, ["developers.api_calls"]);
    for (const answer of [
      await api("acl/api_key/list", { token: without.token }),
      await api("acl/api_key/otp", { method: "POST", token: without.token }),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect((await api("acl/api_key/calls", { token: without.token })).status).toBe(200);

    const allowed = await signedInColleague(owner, ["developers.api_keys"]);
    const made = await newKey(owner, { title: "همکار" }, allowed.token);
    // The code went to the owner's mobile, and the key works with the owner's permissions.
    expect((await withKey(made.key, "payment/credit/mine")).status).toBe(200);
    expect((await api("acl/api_key/calls", { token: allowed.token })).status).toBe(403);
  });

  it("refuses a key the keys' own routes and the sign-in routes: a key cannot make or see keys", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    const refused = [
      await withKey(made.key, "acl/api_key/list"),
      await withKey(made.key, "acl/api_key/otp", { method: "POST" }),
      await withKey(made.key, "acl/api_key/create", { body: { title: "دیگر", allowed_addresses: [], code: "123456" } }),
      await withKey(made.key, "acl/api_key/show", { body: { id: made.id, code: "123456" } }),
      await withKey(made.key, "acl/api_key", { method: "DELETE", body: { id: made.id } }),
      await withKey(made.key, "acl/auth/logout", { method: "POST" }),
      await withKey(made.key, "user/sessions"),
      await withKey(made.key, "user/change_password", { body: { current_password: "x", new_password: "y" } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.meta.message).toBe(
        "این درخواست با کلید API پذیرفته نمی‌شود؛ آن را پس از ورود به پنل انجام دهید.",
      );
    }
    // Nothing was sent to the owner, and the key still works.
    expect((await withKey(made.key, "payment/credit/mine")).status).toBe(200);
  });
});

describe("the activity log", () => {
  it("names the key's making by the member, and a write made with the key as «API (title)»", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { title: "فروشگاه" });
    const created = await newestActivity(owner.token, "api_keys");
    expect(created?.text).toContain("ساخت کلید API «فروشگاه»");
    expect(created?.member_name).not.toContain("API (");

    const group = await withKey(made.key, "user/draft/group", { body: { title: "سفارش‌ها" } });
    expect(group.status).toBe(200);
    const entry = await newestActivity(owner.token, "predefined_messages");
    expect(entry).toEqual(expect.objectContaining({ member_name: "API (فروشگاه)", member_id: owner.account.user_id }));
  });
});
