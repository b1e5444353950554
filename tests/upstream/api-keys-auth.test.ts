import { newestActivity } from "./support/activity";
import { loggedCalls, newKey, setKeyRate, withKey } from "./support/api-keys";
import { api, INVALID_TOKEN_META } from "./support/client";
import { newOwner } from "./support/colleagues";
import { postSend, quickSend, sendInfo } from "./support/sending";

/** An API key as the raw Authorization value: from its allowed addresses, at its rate, as the owner. */

const CREDIT = "payment/credit/mine";

describe("a key works where a session token does, from the addresses it allows", () => {
  it("answers a call from an allowed address and refuses another one, naming it", async () => {
    const owner = await newOwner({ credit: 5000 });
    const made = await newKey(owner, { allowed_addresses: ["198.51.100.7", "203.0.113.0/24", "2001:db8::/32"] });

    const allowed = await withKey(made.key, CREDIT, { from: "198.51.100.7" });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toEqual((await api(CREDIT, { token: owner.token })).body.data);
    expect((await withKey(made.key, CREDIT, { from: "203.0.113.250" })).status).toBe(200);
    expect((await withKey(made.key, CREDIT, { from: "2001:db8:5::9" })).status).toBe(200);
    // An IPv4 address written as IPv4-mapped IPv6 is the same address.
    expect((await withKey(made.key, CREDIT, { from: "::ffff:203.0.113.9" })).status).toBe(200);

    const refused = await withKey(made.key, CREDIT, { from: "198.51.100.8" });
    expect(refused.status).toBe(401);
    expect(refused.body.meta.message).toBe("نشانی IP شما (198.51.100.8) برای این کلید مجاز نیست");
    expect((await withKey(made.key, CREDIT, { from: "2001:db9::1" })).status).toBe(401);
  });

  it("takes any address when the list is empty", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { allowed_addresses: [] });
    expect((await withKey(made.key, CREDIT, { from: "192.0.2.1" })).status).toBe(200);
    expect((await withKey(made.key, CREDIT, { from: "2001:db8::77" })).status).toBe(200);
  });

  it("believes the address header only with the forward secret: a direct call is its TCP peer", async () => {
    const owner = await newOwner();
    const made = await newKey(owner, { allowed_addresses: ["198.51.100.7"] });
    const spoofed = await withKey(made.key, CREDIT, {
      from: null,
      headers: { "x-panel-client-address": "198.51.100.7", "x-panel-forward-secret": "guessed-secret-value" },
    });
    expect(spoofed.status).toBe(401);
    expect(spoofed.body.meta.message).toBe("نشانی IP شما (127.0.0.1) برای این کلید مجاز نیست");
  });

  it("is the raw Authorization value: `Bearer <key>` and an unknown key of the same shape are refused", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    expect((await withKey(`Bearer ${made.key}`, CREDIT)).status).toBe(401);
    const guessed = `ipk_${"A".repeat(40)}`;
    const unknown = await withKey(guessed, CREDIT);
    expect(unknown.status).toBe(401);
    expect(unknown.body.meta).toEqual(expect.objectContaining(INVALID_TOKEN_META));
  });

  it("records its last use", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    await withKey(made.key, CREDIT);
    const [row] = (await api("acl/api_key/list", { token: owner.token })).body.data;
    expect(row.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe("an application sends with its key over plain HTTP", () => {
  it("is accepted from its own address (the TCP peer), made in the owner's account and recorded as «API»", async () => {
    const owner = await newOwner({ credit: 100_000 });
    const made = await newKey(owner, { title: "فروشگاه", allowed_addresses: ["127.0.0.1", "::1"] });
    const sent = await postSend(made.key, quickSend(["09121000001"]));
    expect(sent.status).toBe(200);
    const [id] = sent.body.data.message_outbox_ids;
    expect((await sendInfo(id)).user_id).toBe(owner.account.user_id);

    const [logged] = await loggedCalls(owner.token, made.id, 1);
    expect(logged).toEqual(
      expect.objectContaining({ method: "POST", path: "/v1/api/send", status: 200, client_address: "127.0.0.1" }),
    );
    const entry = await newestActivity(owner.token, "send");
    expect(entry?.member_name).toBe("API (فروشگاه)");
  });
});

describe("the rate limit of a key", () => {
  it("answers 429 with Retry-After once the bucket is empty, and takes calls again a second later", async () => {
    const owner = await newOwner();
    const made = await newKey(owner);
    await setKeyRate(made.id, 3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withKey(made.key, CREDIT)));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(4);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0]!.headers.get("retry-after")).toBe("1");
    expect(limited[0]!.body.meta.message).toBe(
      "تعداد درخواست‌های این کلید بیش از حد مجاز است. ۱ ثانیه دیگر دوباره تلاش کنید.",
    );
    // Another key of the same owner has a bucket of its own.
    const other = await newKey(owner, { title: "دیگر" });
    expect((await withKey(other.key, CREDIT)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await withKey(made.key, CREDIT)).status).toBe(200);
  });
});
