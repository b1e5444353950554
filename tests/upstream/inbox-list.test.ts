import { inboxListResponseSchema } from "@/lib/contract/inbox";
import { api } from "./support/client";
import { deliver, inboxList, inboxOwner, inboxRows } from "./support/inbox";
import { e164, localMobiles } from "./support/phonebooks";

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("report/messages-inbox", () => {
  it("lists the owner's received SMS newest first in Edge's shape, paged, and nobody else's", async () => {
    const owner = await inboxOwner();
    const stranger = await inboxOwner();
    const [a, b] = localMobiles(2, "936");
    const before = nowSeconds();
    for (const [i, from] of [a, b, a].entries()) await deliver(from!, owner.line, `پیام ${i + 1}`);
    await deliver(b!, stranger.line, "پیام دیگری");

    const answer = await inboxList(owner.token, { page: 1, per_page: 2 });
    expect(answer.status).toBe(200);
    const page = inboxListResponseSchema.parse(answer.body);
    expect(page.data.map((m) => m.message)).toEqual(["پیام 3", "پیام 2"]);
    expect(page.data[0]).toEqual({
      messages_inbox_id: expect.any(Number),
      from: e164(a!),
      number: owner.line,
      message: "پیام 3",
      type: "normal",
      time: expect.any(Number),
      seen: "0",
    });
    expect(page.data[0]!.messages_inbox_id).toBeGreaterThan(page.data[1]!.messages_inbox_id);
    expect(page.data[0]!.messages_inbox_id).toBeGreaterThanOrEqual(5_000_000);
    expect(page.data[0]!.time).toBeGreaterThanOrEqual(before - 1);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });

    const second = await inboxList(owner.token, { page: 2, per_page: 2 });
    expect(second.body.data.map((m: { message: string }) => m.message)).toEqual(["پیام 1"]);
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 3, to: 3 });
    // Blank body: Edge's defaults, page 1 of 10.
    expect((await inboxList(owner.token)).body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3 });
  });

  it("filters by sender in any written form or some of its digits, line, text, read state and Edge's from_id", async () => {
    const owner = await inboxOwner();
    const [a, b] = localMobiles(2, "937");
    const first = await deliver(a!, owner.line, "Hello دوست عزیز");
    await deliver(b!, owner.line, "سفارش شمارهٔ ۱۲");
    await deliver(a!, owner.line, "۱۱");
    const texts = async (filters: Record<string, unknown>) =>
      (await inboxRows(owner.token, filters)).map((m) => m.message);

    const persian = a!.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    for (const form of [a!, e164(a!), `0098${a!.slice(1)}`, persian, `98${a!.slice(1)}`])
      expect(await texts({ from: form })).toEqual(["۱۱", "Hello دوست عزیز"]);
    // Some digits: found anywhere in the number; a leading 0 is read as 98, so the digits taken
    // from b's end start with another digit (and are not in a's number too).
    const someDigits = [5, 6, 7, 8].map((n) => b!.slice(-n)).find((d) => !d.startsWith("0") && !a!.includes(d));
    expect(await texts({ from: someDigits })).toEqual(["سفارش شمارهٔ ۱۲"]);
    expect(await texts({ from: a!.slice(0, 6) })).toHaveLength(3);
    expect(await texts({ number: owner.line.slice(1) })).toHaveLength(3);
    expect(await texts({ number: owner.line.slice(3) })).toHaveLength(3);
    expect(await texts({ number: "+9810001000" })).toEqual([]);
    expect(await texts({ message: "hello" })).toEqual(["Hello دوست عزیز"]);
    expect(await texts({ message: "سفارش" })).toEqual(["سفارش شمارهٔ ۱۲"]);
    expect(await texts({ message: "%" })).toEqual([]);
    expect(await texts({ from_id: first.messages[0]!.messages_inbox_id })).toEqual(["۱۱", "سفارش شمارهٔ ۱۲"]);
    expect(await texts({ seen: "1" })).toEqual([]);
    expect(await texts({ seen: 0, from: "", message: "" })).toHaveLength(3);
  });

  it("filters by the received range in Unix seconds, both ends included, and refuses a range that ends before it starts", async () => {
    const owner = await inboxOwner();
    const [a] = localMobiles(1, "938");
    await deliver(a!, owner.line, "در بازه");
    const [row] = await inboxRows(owner.token);
    const at = row.time as number;
    expect(await inboxRows(owner.token, { from_time: at, to_time: at })).toHaveLength(1);
    expect(await inboxRows(owner.token, { from_time: String(at - 3600) })).toHaveLength(1);
    expect(await inboxRows(owner.token, { to_time: at - 1 })).toEqual([]);
    expect(await inboxRows(owner.token, { from_time: at + 1 })).toEqual([]);

    const inverted = await inboxList(owner.token, { filters: { from_time: at, to_time: at - 60 } });
    expect(inverted.status).toBe(422);
    expect(inverted.body.meta.errors).toEqual({ "filters.to_time": ["تاریخ پایان نباید پیش از تاریخ شروع باشد"] });
  });

  it("refuses filters that are not what they say, each on its field in Persian", async () => {
    const owner = await inboxOwner();
    const answer = await inboxList(owner.token, {
      page: 0,
      filters: { from: "سلام", seen: "2", from_time: "دیروز", number: "+" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({
      page: ["شمارهٔ صفحه باید عددی صحیح و دست‌کم ۱ باشد"],
      "filters.from": ["شماره فرستنده معتبر نیست"],
      "filters.number": ["شماره خط معتبر نیست"],
      "filters.seen": ["وضعیت خواندن باید 0 (خوانده‌نشده) یا 1 (خوانده‌شده) باشد"],
      "filters.from_time": ["زمان باید به ثانیهٔ یونیکس و عددی صحیح باشد"],
    });
  });

  it("answers 401 without a live token", async () => {
    for (const path of [
      "report/messages-inbox",
      "report/messages-inbox/read",
      "report/messages-inbox/delete-list",
      "report/messages-inbox/export",
    ]) {
      expect((await api(path, { body: {} })).status).toBe(401);
    }
    expect((await api("report/messages-inbox/unread-count", { token: "0".repeat(64) })).status).toBe(401);
  });
});

describe("the seeded demo inbox", () => {
  it("holds a few dozen messages of the last weeks to the demo's lines, some read, and a «11» on the shared line", async () => {
    const login = await api("acl/auth/login", { body: { username: "demo", password: "Demo@12345" } });
    const token = login.body.data.token as string;
    const rows = await inboxRows(token, {}, { per_page: 100 });
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const times = rows.map((m) => m.time as number);
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(nowSeconds() - times.at(-1)!).toBeLessThan(35 * 24 * 3600);
    const unread = rows.filter((m) => m.seen === "0").length;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(rows.length);
    expect(new Set(rows.map((m) => m.number))).toEqual(new Set(["+983000505", "+9810001000"]));
    expect(rows.filter((m) => m.type === "cancel11")).toHaveLength(1);
    expect((await api("report/messages-inbox/unread-count", { token })).body.data.count).toBe(unread);
  });
});
