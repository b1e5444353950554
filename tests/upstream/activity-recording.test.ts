import { dateToSendTime } from "@/lib/contract/send";
import { toPersianDigits } from "@/lib/validation/digits";
import { activityEntries, newestActivity } from "./support/activity";
import {
  api,
  call,
  devAccount,
  latestCode,
  login,
  otherCode,
  randomClientAddress,
  sessionToken,
  type DevAccount,
} from "./support/client";
import { csv, fileSend, local, postFileSend } from "./support/file-sending";
import { addContacts, createPhonebook, data, download, localMobiles } from "./support/phonebooks";
import { mobiles, postSend, quickSend } from "./support/sending";

const fa = (n: number) => toPersianDigits(String(n));

async function owner(credit = 5_000_000): Promise<{ account: DevAccount; token: string }> {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const inAnHour = () => dateToSendTime(new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000));

describe("the activity log records each write of the account", () => {
  it("a quick send: what, how many, its id and report, who and from which address", async () => {
    const { account, token } = await owner();
    const from = randomClientAddress();
    const sent = await api("send", { token, body: quickSend(mobiles(12)), from });
    expect(sent.status).toBe(200);
    const id: number = sent.body.data.message_outbox_ids[0];

    expect(await newestActivity(token, "send")).toEqual({
      id: expect.any(Number),
      member_id: account.user_id,
      member_name: "کاربر آزمایشی",
      by_owner: true,
      kind: "send",
      text: `ارسال سریع به ۱۲ گیرنده (شناسهٔ ${fa(id)})`,
      link: `/reports/${id}`,
      client_address: from,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it("a send repeated under its Idempotency-Key once, as it was made once", async () => {
    const { token } = await owner();
    const body = quickSend(mobiles(2));
    const first = await postSend(token, body, "activity-once");
    const again = await postSend(token, body, "activity-once");
    expect(again.body.data).toEqual(first.body.data);
    expect((await activityEntries(token, { kind: "send" })).map((entry) => entry.link)).toEqual([
      `/reports/${first.body.data.message_outbox_ids[0]}`,
    ]);
  });

  it("a file send, from its answer: the way, the recipients the file held and the send's id", async () => {
    const { token } = await owner();
    const numbers = mobiles(3).map(local);
    const sent = await postFileSend(token, fileSend({ name: "numbers.csv", bytes: csv(numbers.map((n) => [n])) }));
    expect(sent.status).toBe(200);
    const id: number = sent.body.data.message_outbox_ids[0];
    expect(await newestActivity(token, "send")).toMatchObject({
      text: `ارسال از فایل به ۳ گیرنده (شناسهٔ ${fa(id)})`,
      link: `/reports/${id}`,
    });
  });

  it("a cancelled send, and nothing for a cancel that was refused or a price asked", async () => {
    const { token } = await owner();
    const sent = await api("send", { token, body: quickSend(mobiles(2), "حراج فردا", { send_time: inAnHour() }) });
    const id: number = sent.body.data.message_outbox_ids[0];
    expect((await api("send/cancel", { token, body: { message_outbox_id: id } })).status).toBe(200);
    expect((await api("send/cancel", { token, body: { message_outbox_id: id } })).status).toBe(404);
    const price = await api("send/calculate-price", { token, body: { number: "+9810001000", message: "سلام" } });
    expect(price.status).toBe(200);

    const entries = await activityEntries(token);
    expect(entries.filter((entry) => entry.kind === "cancel").map((entry) => [entry.text, entry.link])).toEqual([
      [`توقف ارسال ${fa(id)}`, `/reports/${id}`],
    ]);
    expect(entries.map((entry) => entry.kind)).toEqual(["cancel", "send", "sign_in"]);
  });

  it("contacts: a phonebook made, contacts added to it by its title, contacts deleted", async () => {
    const { token } = await owner(0);
    const book = await createPhonebook(token, "مشتریان");
    const numbers = localMobiles(3);
    await addContacts(
      token,
      numbers.map((number) => ({ phonebook_id: book, number })),
    );
    // Numbers already there add nothing, and so record nothing.
    await addContacts(token, [{ phonebook_id: book, number: numbers[0] }]);
    const contacts = await data(api(`phonebooks/numbers/contact-list?phonebook_id=${book}`, { token }));
    const ids = contacts.slice(0, 2).map((contact: { id: number }) => contact.id);
    expect((await api("phonebooks/numbers/delete-list", { token, body: { listNumbers: ids } })).status).toBe(200);

    const entries = await activityEntries(token, { kind: "contacts" });
    expect(entries.map((entry) => [entry.text, entry.link])).toEqual([
      ["حذف ۲ مخاطب", "/contacts"],
      ["افزودن ۳ مخاطب به دفترچهٔ «مشتریان»", `/contacts?group=${book}`],
      ["ساخت دفترچهٔ «مشتریان»", `/contacts?group=${book}`],
    ]);
  });

  it("an import once, at its commit (its chunks record nothing), and an export with its format", async () => {
    const { token } = await owner(0);
    const book = await createPhonebook(token, "نمایشگاه");
    const [a, b] = localMobiles(2);
    const importId = `import-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await data(api(`phonebooks/${book}/imports`, { token, body: { import_id: importId, records: 2, chunks: 2 } }));
    const chunk = (index: number, number: string) =>
      data(
        api(`phonebooks/imports/${importId}/chunks/${index}`, {
          method: "PUT",
          token,
          body: { contacts: [{ number }] },
        }),
      );
    await chunk(0, a!);
    await chunk(1, b!);
    expect(await data(api(`phonebooks/imports/${importId}/commit`, { token, body: {} }))).toMatchObject({ added: 2 });
    expect((await download(token, `phonebooks/${book}/export?format=csv`)).status).toBe(200);

    const entries = await activityEntries(token);
    expect(entries.slice(0, 3).map((entry) => [entry.kind, entry.text, entry.link])).toEqual([
      ["export", "خروجی CSV از دفترچهٔ «نمایشگاه»", `/contacts?group=${book}`],
      ["import", "ورود ۲ مخاطب از فایل به دفترچهٔ «نمایشگاه»", `/contacts?group=${book}`],
      ["contacts", "ساخت دفترچهٔ «نمایشگاه»", `/contacts?group=${book}`],
    ]);
  });

  it("a payment asked for, with its amount and id", async () => {
    const { token } = await owner(0);
    const query = new URLSearchParams({
      amount: "2000000",
      callbackUrl: "https://panel.example/wallet/payment-result",
    });
    const payment = await data(api(`payment/generate-url?${query}`, { token }));
    expect(await newestActivity(token, "payment")).toMatchObject({
      text: `پرداخت آنلاین ۲٬۰۰۰٬۰۰۰ ریال (پرداخت ${fa(payment.payment_id)})`,
      link: "/wallet/transactions",
    });
  });

  it("a profile saved under the name the member had then; later entries carry the name saved", async () => {
    const { token } = await owner(0);
    const saved = await api("user/update_profile", {
      token,
      body: {
        section: "personal",
        first_name: "نرگس",
        last_name: "کاظمی",
        national_id: "0083456120",
        father_name: "رضا",
        birth_place: "شیراز",
        birth_date: "1990-03-21",
        gender: "female",
        user_type: "real",
      },
    });
    expect(saved.status).toBe(200);
    await createPhonebook(token, "همکاران");

    const [phonebook, profile] = await activityEntries(token);
    expect(profile).toMatchObject({
      kind: "profile",
      text: "ویرایش اطلاعات هویتی پروفایل",
      link: "/profile",
      member_name: "کاربر آزمایشی",
    });
    expect(phonebook).toMatchObject({ kind: "contacts", member_name: "نرگس کاظمی" });
  });

  it("a password changed, and a sign-in with its address", async () => {
    const { account, token } = await owner(0);
    const password = "Fresh-pass-2024";
    const changed = await api("user/change_password", {
      token,
      body: { current_password: account.password, password, password_confirmation: password },
    });
    expect(changed.status).toBe(200);
    const from = randomClientAddress();
    expect((await login(account.username, password, undefined, from)).status).toBe(200);
    // A wrong password is a sign-in attempt, not a sign-in.
    expect((await login(account.username, "Wrong-pass-2024", undefined, from)).status).not.toBe(200);

    const entries = await activityEntries(token);
    expect(entries.map((entry) => [entry.kind, entry.text, entry.link, entry.client_address])).toEqual([
      ["sign_in", "ورود به پنل", null, from],
      ["security", "تغییر رمز عبور", "/profile/security-setting", expect.any(String)],
      ["sign_in", "ورود به پنل", null, expect.any(String)],
    ]);
  });

  it("a sign-in with its second step, once the code is right", async () => {
    const account = await devAccount({ two_step: "sms" });
    const first = await login(account.username, account.password);
    const temporary: string = first.body.data.token;
    const code = await latestCode(account.mobile);
    expect((await api("acl/auth/confirm_otp", { body: { token: temporary, otp: otherCode(code) } })).status).not.toBe(
      200,
    );
    const confirmed = await api("acl/auth/confirm_otp", { body: { token: temporary, otp: code } });
    expect(confirmed.status).toBe(200);
    const entries = await activityEntries(confirmed.body.data.token);
    expect(entries.map((entry) => entry.text)).toEqual(["ورود به پنل با کد پیامکی"]);
  });

  it("a read records nothing, even one asked by POST", async () => {
    const { token } = await owner(0);
    expect((await api("report/new_list", { token, body: { page: 1, limit: 10 } })).status).toBe(200);
    expect((await api("acl/auth/check_token", { method: "POST", token })).status).toBe(200);
    expect((await activityEntries(token)).map((entry) => entry.kind)).toEqual(["sign_in"]);
  });

  it("support staff's entry into the account is recorded as support, not as the owner", async () => {
    const { account, token } = await owner(0);
    const minted = await call("/__dev/impersonate", { body: { username: account.username } });
    const support: string = minted.body.data.token;
    expect((await api("phonebooks", { token: support, body: { title: "از پشتیبانی", options: [] } })).status).toBe(200);
    expect(await newestActivity(token, "contacts")).toMatchObject({
      text: "ساخت دفترچهٔ «از پشتیبانی»",
      member_name: "پشتیبانی سامانه (ورود پشتیبان)",
    });
  });
});
