import { dateToTransferTime } from "@/lib/contract/payment";
import { toPersianDigits } from "@/lib/validation/digits";
import { activityEntries } from "./support/activity";
import { api, devAccount, latestCode, sessionToken, type DevAccount } from "./support/client";
import { deliver, inboxOwner, inboxRows } from "./support/inbox";
import { addContacts, createFeature, createPhonebook, data, download, localMobiles } from "./support/phonebooks";
import { TINY_PNG, uploadLogo } from "./support/profile";

/** The sentences of the areas the other activity tests leave: each write as the owner's log tells it. */

const fa = (value: number | string) => toPersianDigits(String(value));

async function owner(input: Parameters<typeof devAccount>[0] = {}): Promise<{ account: DevAccount; token: string }> {
  const account = await devAccount({ credit: 0, ...input });
  return { account, token: await sessionToken(account) };
}

/** The newest `count` entries, oldest first: what a test's calls did, in the order they did it. */
async function told(token: string, count: number): Promise<(string | null)[][]> {
  const entries = (await activityEntries(token)).slice(0, count).reverse();
  return entries.map((entry) => [entry.kind, entry.text, entry.link]);
}

describe("the activity log's sentences", () => {
  it("contacts: phonebooks renamed and deleted, features, tags, the blacklists and an export", async () => {
    const { token } = await owner();
    const book = await createPhonebook(token, "قدیمی");
    await data(api(`phonebooks/${book}`, { method: "PUT", token, body: { title: "مشتریان تهران" } }));
    const feature = await createFeature(token, { title: "تاریخ تولد", latin_title: "birthday", type: "date" });
    await data(api(`phonebooks/options/${feature}`, { method: "PUT", token, body: { title: "روز تولد" } }));
    await addContacts(token, [{ phonebook_id: book, number: localMobiles(1)[0] }]);
    const [contact] = await data(api(`phonebooks/numbers/contact-list?phonebook_id=${book}`, { token }));
    await data(api("phonebooks/numbers/tags", { token, body: { number_id: contact.id, tags: ["ویژه", "وفادار"] } }));
    const tags = await data(api("phonebooks/numbers/tags", { token }));
    await data(api("phonebooks/tags/delete-list", { token, body: { listTags: [tags[0].id] } }));
    await data(api("phonebooks/blacklist", { token, body: { type: "send", numbers: localMobiles(2, "935") } }));
    const blocked = await data(api("phonebooks/blacklist?type=send", { token }));
    await data(
      api("phonebooks/blacklist/delete-list", { token, body: { type: "send", listNumbers: [blocked[0].id] } }),
    );
    await data(api("phonebooks/options/delete-list", { token, body: { listOptions: [feature], confirm: true } }));
    await data(api("phonebooks/delete-list", { token, body: { listPhonebooks: [book] } }));
    expect((await download(token, "phonebooks/numbers/contact-list/export")).status).toBe(200);

    const group = `/contacts?group=${book}`;
    expect(await told(token, 12)).toEqual([
      ["contacts", "ساخت دفترچهٔ «قدیمی»", group],
      ["contacts", "ویرایش دفترچهٔ «مشتریان تهران»", group],
      ["contacts", "ساخت ویژگی «تاریخ تولد» برای مخاطبان", "/contacts"],
      ["contacts", "ویرایش ویژگی «روز تولد»", "/contacts"],
      ["contacts", "افزودن ۱ مخاطب به دفترچهٔ «مشتریان تهران»", group],
      ["contacts", "برچسب‌گذاری مخاطب با «ویژه»، «وفادار»", "/contacts"],
      ["contacts", "حذف ۱ برچسب", "/contacts"],
      ["contacts", "افزودن ۲ شماره به فهرست سیاه ارسال", "/contacts"],
      ["contacts", "حذف ۱ شماره از فهرست سیاه ارسال", "/contacts"],
      ["contacts", "حذف ۱ ویژگی مخاطبان", "/contacts"],
      ["contacts", "حذف ۱ دفترچه با مخاطبانشان", "/contacts"],
      ["export", "خروجی اکسل از مخاطبان", "/contacts"],
    ]);
  });

  it("the inbox: messages read and deleted, and its export in its default format", async () => {
    const o = await inboxOwner();
    const [a, b] = localMobiles(2, "930");
    await deliver(a!, o.line, "سلام");
    await deliver(b!, o.line, "ممنون");
    const ids = (await inboxRows(o.token)).map((row: { messages_inbox_id: number }) => row.messages_inbox_id);
    await data(api("report/messages-inbox/read", { token: o.token, body: { ids } }));
    // Read again: nothing changes, nothing is told.
    await data(api("report/messages-inbox/read", { token: o.token, body: { ids } }));
    await data(api("report/messages-inbox/delete-list", { token: o.token, body: { ids: ids.slice(0, 1) } }));
    expect((await download(o.token, "report/messages-inbox/export")).status).toBe(200);

    expect(await told(o.token, 3)).toEqual([
      ["inbox", "علامت‌گذاری ۲ پیامک دریافتی به‌عنوان خوانده‌شده", "/inbox"],
      ["inbox", "حذف ۱ پیامک دریافتی", "/inbox"],
      ["export", "خروجی CSV از پیامک‌های دریافتی", "/inbox"],
    ]);
  });

  it("the wallet: a transfer told and the transactions' export", async () => {
    const { token } = await owner();
    const destinations = await data(api("payment/offline/destinations", { token }));
    const payment = await data(
      api("payment/offline/card-to-card-create", {
        token,
        body: {
          amount: 5_000_000,
          source_card: "6037 9911 1111 1112",
          target: destinations.card.number,
          reference_code: String(100_000 + Math.floor(Math.random() * 800_000)),
          submitted_at: dateToTransferTime(new Date(Date.now() - 3_600_000)),
        },
      }),
    );
    const file = await api("report/payment/export/new", { token, body: { export_type: "financial", filters: {} } });
    expect(file.status).toBe(200);

    expect(await told(token, 2)).toEqual([
      ["payment", `ثبت واریز کارت به کارت ۵٬۰۰۰٬۰۰۰ ریال (پرداخت ${fa(payment.id)})`, "/wallet/transactions"],
      ["export", "خروجی اکسل از تراکنش‌های کیف پول", "/wallet/transactions"],
    ]);
  });

  it("the account: settings, the default line, predefined messages, the business, the logo and two-step", async () => {
    const { account, token } = await owner({ business_set_up: false });
    await data(api("user/setting", { token, body: { low_credit_threshold: 700_000 } }));
    await data(
      api("user/setting", { token, body: { low_credit_threshold: null, notifications: { low_credit: "panel" } } }),
    );
    const [, second] = await data(api("number/numbers", { token }));
    await data(api("numbers/defaults/upsert", { token, body: { number_id: second.id } }));
    const group = await data(api("user/draft/group", { token, body: { title: "تبلیغات" } }));
    await data(api("user/draft", { token, body: { draft_group_id: group.draft_group_id, message: "تخفیف ویژه" } }));
    const [domain] = await data(api("user/activity_domain"));
    await data(
      api("user/business/setup", { token, body: { business_name: "گل‌فروشی یاس", activity_domain_id: domain.id } }),
    );
    expect((await uploadLogo(token, { name: "logo.png", bytes: TINY_PNG, type: "image/png" })).status).toBe(200);
    await data(api("user/logo", { method: "DELETE", token }));
    await data(api("user/2fa/send_code", { token, body: {} }));
    await data(api("user/2fa/enable", { token, body: { method: "sms", code: await latestCode(account.mobile) } }));

    expect(await told(token, 9)).toEqual([
      ["settings", "تنظیم هشدار کمبود اعتبار روی ۷۰۰٬۰۰۰ ریال", "/profile/settings"],
      ["settings", "خاموش کردن هشدار کمبود اعتبار و تغییر روش دریافت اعلان‌ها", "/profile/settings"],
      ["settings", `انتخاب خط ${fa(second.number.replace(/^\+98/, ""))} به‌عنوان خط پیش‌فرض`, "/profile/settings"],
      ["predefined_messages", "ساخت گروه پیام‌های آماده «تبلیغات»", null],
      ["predefined_messages", "افزودن پیام آماده به گروه «تبلیغات»", null],
      ["profile", "ثبت نام کسب‌وکار «گل‌فروشی یاس»", "/profile"],
      ["profile", "بارگذاری لوگوی حساب", "/profile"],
      ["profile", "حذف لوگوی حساب", "/profile"],
      ["security", "روشن کردن ورود دومرحله‌ای با پیامک", "/profile/security-setting"],
    ]);
  });
});
