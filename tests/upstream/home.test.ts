import type { Banner } from "@/lib/contract/home";
import { api, call, devAccount, login, sessionToken } from "./support/client";
import { mobiles, postSend, quickSend } from "./support/sending";

let demoToken: string;
beforeAll(async () => {
  demoToken = (await login("demo", "Demo@12345")).body.data.token;
});

describe("credit", () => {
  it("shows the seeded demo's 50,000,000 rials, the sum of its ledger", async () => {
    const answer = await api("payment/credit/mine", { token: demoToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      credit: 50_000_000,
      yesterday_credit: 50_000_000,
      gift: 0,
      gift_expires_at: null,
    });
    expect(answer.body.data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("keeps fractions exact and follows new ledger rows", async () => {
    const account = await devAccount({ credit: 1234.5 });
    const token = await sessionToken(account);
    expect((await api("payment/credit/mine", { token })).body.data.credit).toBe(1234.5);

    for (const amount of [0.1, 0.2]) {
      expect((await call("/__dev/credit", { body: { username: account.username, amount } })).status).toBe(200);
    }
    // 1234.5 + 0.1 + 0.2 in decimal, not 1234.8000000000002.
    expect((await api("payment/credit/mine", { token })).body.data.credit).toBe(1234.8);

    const overdraw = await call("/__dev/credit", { body: { username: account.username, amount: -5000 } });
    expect(overdraw.status).toBe(422);
    expect((await call("/__dev/credit", { body: { username: account.username, amount: -234.8 } })).status).toBe(200);
    expect((await api("payment/credit/mine", { token })).body.data.credit).toBe(1000);
  });

  it("starts a dev account at zero when no credit is asked", async () => {
    const token = await sessionToken(await devAccount());
    const data = (await api("payment/credit/mine", { token })).body.data;
    expect(data.credit).toBe(0);
    expect(data.updated_at).toBeNull();
  });
});

describe("dashboard content", () => {
  it("pages the news with Edge's page meta", async () => {
    const first = await api("user/news/user_news_list?page=1&per_page=4", { token: demoToken });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(4);
    const total = first.body.meta.total;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(first.body.meta).toMatchObject({
      status: true,
      current_page: 1,
      per_page: 4,
      last_page: Math.ceil(total / 4),
      from: 1,
      to: 4,
    });
    expect(first.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.stringMatching(/[\u0600-\u06FF]/),
      description: expect.stringMatching(/[\u0600-\u06FF]/),
      link: first.body.data[0].link === null ? null : expect.stringMatching(/^\//),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    // Newest first.
    const dates = first.body.data.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await api("user/news/user_news_list?page=2&per_page=4", { token: demoToken });
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 5, to: total });
    const ids = new Set([...first.body.data, ...second.body.data].map((n: { id: number }) => n.id));
    expect(ids.size).toBe(total);

    const beyond = await api("user/news/user_news_list?page=9&per_page=4", { token: demoToken });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ from: null, to: null });

    const bad = await api("user/news/user_news_list?page=0", { token: demoToken });
    expect(bad.status).toBe(422);
  });

  it("lists quick access links to panel paths with icon keys", async () => {
    const answer = await api("panel/quick_access", { token: demoToken });
    expect(answer.body.data.length).toBeGreaterThanOrEqual(6);
    const links = answer.body.data.map((q: { link: string }) => q.link);
    expect(links).toEqual(
      expect.arrayContaining(["/send-sms/quick", "/reports", "/wallet/credit", "/support/create-ticket"]),
    );
    for (const item of answer.body.data) expect(item.icon).toMatch(/^[a-z-]+$/);
  });

  it("lists banners: a type-1 strip, a type-4 strip and three carousel slides with actions 1, 2 and 3", async () => {
    const answer = await api("panel/banners", { token: demoToken });
    const list = answer.body.data as Banner[];
    expect(list.find((b) => b.type === 1)).toMatchObject({ action: 2 });
    expect(list.some((b) => b.type === 4)).toBe(true);
    const slides = list.filter((b) => b.type === 2);
    expect(slides.map((b) => b.action).sort()).toEqual([1, 2, 3]);
    expect(slides.find((b) => b.action === 1)!.popupFiles).toMatchObject({
      desktop: expect.stringMatching(/^\/api\/v1\/api\/panel\/files\//),
    });
    expect(slides.find((b) => b.action === 2)!.popupFiles).toBeNull();
    for (const banner of list) {
      expect(banner.mainFiles.desktop).toMatch(/^\/api\/v1\/api\/panel\/files\/[\w.-]+\.svg$/);
      expect(banner.mainFiles.alt).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("serves every banner image itself, as inert SVG", async () => {
    const list = (await api("panel/banners", { token: demoToken })).body.data as Banner[];
    const paths = new Set(
      list.flatMap((b) => [b.mainFiles.desktop, b.mainFiles.mobile, b.popupFiles?.desktop].filter(Boolean)),
    );
    for (const browserPath of paths) {
      const answer = await call(String(browserPath).replace(/^\/api/, ""));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/svg+xml");
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(answer.body).toMatch(/[\u0600-\u06FF]/);
      expect(answer.body).not.toMatch(/<script|javascript:|href="http/i);
    }
    const strip = await call("/v1/api/panel/files/top-strip-desktop.svg");
    expect(strip.body).toMatch(/width="1200" height="60"/);
    const missing = await call("/v1/api/panel/files/nothing.svg");
    expect(missing.status).toBe(404);
    expect(missing.body.meta.status).toBe(false);
  });

  it("needs a token for the dashboard's lists", async () => {
    for (const path of [
      "user/news/user_news_list",
      "panel/quick_access",
      "panel/banners",
      "user/business/need_check",
    ]) {
      expect((await api(path)).status).toBe(401);
    }
  });
});

describe("packages and business setup", () => {
  it("lists registration roles for a reseller and the packages in Edge's shape", async () => {
    const roles = await api("acl/list?reseller_id=1");
    expect(roles.status).toBe(200);
    expect(roles.body.data.length).toBeGreaterThanOrEqual(2);
    expect(roles.body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      price: expect.any(Number),
    });
    expect((await api("acl/list?reseller_id=999999")).body.data).toEqual([]);
    expect((await api("acl/list")).status).toBe(422);

    const packages = await api("acl/package/general_list");
    expect(packages.body.data.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(packages.body.data[0]).sort()).toEqual(
      [
        "acl_role_id",
        "acl_role_name",
        "acl_role_type_registration",
        "acl_type",
        "expire_time",
        "min_sms_charge",
        "price",
        "special_disc",
        "status",
        "type",
        "updated_at",
        // What a bought term gives (the reference's plans).
        "term_days",
        "services",
      ].sort(),
    );
  });

  it("stores the business name and reads it back", async () => {
    const token = await sessionToken(await devAccount({ business_set_up: false }));
    expect((await api("user/business/need_check", { token })).body.data).toEqual({
      need_setup: true,
      business_name: null,
    });
    const invalid = await api("user/business/setup", { token, body: { business_name: "" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.meta.errors.business_name).toEqual(["نام کسب‌وکار را وارد کنید"]);
    const saved = await api("user/business/setup", {
      token,
      body: { business_name: "گل‌فروشی بهار", activity_domain_id: 1 },
    });
    expect(saved.status).toBe(200);
    expect((await api("user/business/need_check", { token })).body.data).toEqual({
      need_setup: false,
      business_name: "گل‌فروشی بهار",
    });
  });

  it("refuses a send until the business is set up, charging nothing, then sends", async () => {
    const token = await sessionToken(await devAccount({ credit: 100_000, business_set_up: false }));
    const before = await postSend(token, quickSend(mobiles(1)));
    expect(before.status).toBe(403);
    expect(before.body.meta.message).toBe("پیش از ارسال پیامک، نام کسب‌وکار و حوزهٔ فعالیت خود را ثبت کنید");
    expect((await api("payment/credit/mine", { token })).body.data.credit).toBe(100_000);
    await api("user/business/setup", { token, body: { business_name: "نانوایی سنگک", activity_domain_id: 1 } });
    expect((await postSend(token, quickSend(mobiles(1)))).status).toBe(200);
  });
});

describe("the rest of the surface", () => {
  it("answers unknown paths with a Persian 404 envelope", async () => {
    const answer = await api("no/such/path");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      data: null,
      meta: {
        status: false,
        message: "مسیر درخواست‌شده یافت نشد",
        message_parameters: [],
        message_code: "404-1",
        errors: {},
      },
    });
    expect((await call("/elsewhere")).body.meta.message_code).toBe("404-1");
  });

  it("answers /health", async () => {
    const answer = await call("/health");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok" });
  });

  it("the outbox takes a mobile in any form", async () => {
    const account = await devAccount({ two_step: "sms" });
    await login(account.username, account.password);
    const local = `0${account.mobile.slice(2)}`;
    for (const form of [account.mobile, `+${account.mobile}`, local]) {
      const answer = await call(`/__dev/outbox?to=${encodeURIComponent(form)}`);
      expect(answer.body.data).toHaveLength(1);
      expect(answer.body.data[0].to).toBe(account.mobile);
    }
    expect((await call("/__dev/outbox?to=12345")).status).toBe(422);
  });
});
