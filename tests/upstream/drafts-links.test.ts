import { draftGroupListResponseSchema, draftListResponseSchema } from "@/lib/contract/drafts";
import { trackedLinkResponseSchema } from "@/lib/contract/link-tracker";
import { api, baseUrl, devAccount, sessionToken } from "./support/client";

describe("predefined messages (user/draft)", () => {
  it("keeps each user's groups and messages, lists them by group or all, and refuses another user's group", async () => {
    const token = await sessionToken(await devAccount());
    const stranger = await sessionToken(await devAccount());
    expect(draftListResponseSchema.parse((await api("user/draft/list", { token })).body).data).toEqual([]);

    const group = await api("user/draft/group", { body: { title: "تبلیغات" }, token });
    expect(group.status).toBe(200);
    const groupId = group.body.data.draft_group_id as number;
    const other = (await api("user/draft/group", { body: { title: "اطلاع‌رسانی" }, token })).body.data
      .draft_group_id as number;
    await api("user/draft", { body: { draft_group_id: groupId, message: "جشنواره آغاز شد" }, token });
    await api("user/draft", { body: { draft_group_id: other, message: "سفارش شما ثبت شد" }, token });

    const groups = draftGroupListResponseSchema.parse((await api("user/draft/group/list", { token })).body);
    expect(groups.data.map((g) => g.title)).toEqual(["تبلیغات", "اطلاع‌رسانی"]);
    const all = draftListResponseSchema.parse((await api("user/draft/list", { token })).body);
    expect(all.data.map((d) => d.message)).toEqual(["جشنواره آغاز شد", "سفارش شما ثبت شد"]);
    const one = draftListResponseSchema.parse((await api(`user/draft/list?draft_group_id=${other}`, { token })).body);
    expect(one.data.map((d) => d.message)).toEqual(["سفارش شما ثبت شد"]);

    expect(draftListResponseSchema.parse((await api("user/draft/list", { token: stranger })).body).data).toEqual([]);
    const foreign = await api("user/draft", { body: { draft_group_id: groupId, message: "نفوذ" }, token: stranger });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors.draft_group_id).toEqual(["گروه انتخاب‌شده یافت نشد"]);
  });

  it("refuses a blank message and one over 1400 characters with Persian messages", async () => {
    const token = await sessionToken(await devAccount());
    const groupId = (await api("user/draft/group", { body: { title: "گروه" }, token })).body.data
      .draft_group_id as number;
    const blank = await api("user/draft", { body: { draft_group_id: groupId, message: "   " }, token });
    expect(blank.body.meta.errors.message).toEqual(["متن پیام را وارد کنید"]);
    const long = await api("user/draft", { body: { draft_group_id: groupId, message: "س".repeat(1401) }, token });
    expect(long.body.meta.errors.message).toEqual(["متن پیام حداکثر ۱٬۴۰۰ نویسه است"]);
  });
});

describe("link tracker (panel/link_tracker)", () => {
  it("makes a short link that sends the visitor to the URL at every click, and knows no other code", async () => {
    const token = await sessionToken(await devAccount());
    const made = await api("panel/link_tracker", { body: { url: "https://shop.example.ir/offer?id=7" }, token });
    expect(made.status).toBe(200);
    const link = trackedLinkResponseSchema.parse(made.body).data;
    expect(link).toMatchObject({ url: "https://shop.example.ir/offer?id=7", clicks: 0 });
    expect(link.short_url).toMatch(/\/l\/[a-zA-Z0-9]{7}$/);

    const code = link.short_url.split("/l/")[1];
    for (let i = 0; i < 2; i += 1) {
      const visit = await fetch(`${baseUrl()}/l/${code}`, { redirect: "manual" });
      expect(visit.status).toBe(302);
      expect(visit.headers.get("location")).toBe("https://shop.example.ir/offer?id=7");
    }
    expect((await fetch(`${baseUrl()}/l/zzzzzzz`, { redirect: "manual" })).status).toBe(404);
  });

  it("refuses an address the spec's rule does not accept", async () => {
    const token = await sessionToken(await devAccount());
    for (const url of ["ftp://shop.example.ir", "https://shop.example.xyz", "javascript:alert(1)", ""]) {
      const answer = await api("panel/link_tracker", { body: { url }, token });
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors.url).toEqual(["نشانی سایت نادرست است"]);
    }
  });
});
