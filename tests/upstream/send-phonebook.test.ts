import { DELIVERY_STATUSES, SEND_STATES, dateToSendTime } from "@/lib/contract/send";
import { api, call, outboxOf } from "./support/client";
import {
  addContacts,
  contactsOf,
  createFeature,
  createPhonebook,
  data,
  localMobiles,
  phonebookOwner,
} from "./support/phonebooks";
import { creditOf, finished, ledgerOf, postSend, sendInfo, sendWhen, SHARED_LINE, tenths } from "./support/sending";

const CREDIT = 10_000_000;
const msisdn = (local: string) => `98${local.slice(1)}`;

const phonebookSend = (
  params: unknown[],
  message = "سلام، این یک پیام آزمایشی است",
  extra: Record<string, unknown> = {},
) => ({
  sending_type: "phonebook",
  from_number: SHARED_LINE,
  message,
  params,
  ...extra,
});

describe("phonebook sends (sending_type phonebook)", () => {
  it("sends once to each number of the chosen phonebooks, charges them, and skips the send blacklist and the line's cancel11 list", async () => {
    const { account, token } = await phonebookOwner(CREDIT);
    const customers = await createPhonebook(token, "مشتریان");
    const staff = await createPhonebook(token, "همکاران");
    const [a, b, blacklisted, cancelled, shared, onlyStaff] = localMobiles(6);
    await addContacts(
      token,
      [a, b, blacklisted, cancelled, shared].map((number) => ({ number, phonebook_id: customers })),
    );
    await addContacts(
      token,
      [shared, onlyStaff].map((number) => ({ number, phonebook_id: staff })),
    );
    await call("/__dev/send-blacklist", { body: { username: account.username, mobile: blacklisted } });
    await call("/__dev/cancel11", { body: { username: account.username, line: SHARED_LINE, mobile: cancelled } });

    const answer = await postSend(
      token,
      phonebookSend([{ type: "all", phonebook_ids: [String(customers), String(staff)] }]),
    );
    expect(answer.status).toBe(200);
    const id: number = answer.body.data.message_outbox_ids[0];
    const send = await sendWhen(id, finished);
    expect(send.state_id).toBe(SEND_STATES.sent);
    expect(send.recipients.map((r) => r.msisdn)).toEqual(
      [a, b, blacklisted, cancelled, shared, onlyStaff].map((m) => msisdn(m!)),
    );
    const statusOf = (m: string) => send.recipients.find((r) => r.msisdn === msisdn(m))!.status;
    expect(statusOf(blacklisted!)).toBe(DELIVERY_STATUSES.blacklist);
    expect(statusOf(cancelled!)).toBe(DELIVERY_STATUSES.blacklist);
    expect(await outboxOf(blacklisted!)).toEqual([]);

    // The whole cost reserved, the skipped two given back when the send was settled.
    const skipped = send.recipients
      .filter((r) => r.status === DELIVERY_STATUSES.blacklist)
      .reduce((sum, r) => sum + tenths(r.cost), 0);
    expect(tenths(send.refunded)).toBe(skipped);
    expect(tenths(await creditOf(token))).toBe(tenths(CREDIT) - tenths(send.cost_reserved) + skipped);
    expect((await ledgerOf(account.username)).map((e) => e.description)).toContain(
      `بازگشت هزینه گیرندگان فهرست سیاه و لغو۱۱، ارسال شماره ${id}`,
    );
  });

  it("sends to a slice of a phonebook, or to chosen contacts of one", async () => {
    const { token } = await phonebookOwner(CREDIT);
    const book = await createPhonebook(token, "مشتریان");
    const mobiles = localMobiles(6);
    await addContacts(
      token,
      mobiles.map((number) => ({ number, phonebook_id: book })),
    );
    const contacts = (await contactsOf(token, book)).reverse();
    const sendTime = dateToSendTime(new Date(Date.now() + 3_600_000));

    const slice = await postSend(
      token,
      phonebookSend([{ type: "all", phonebook_ids: [book], start: "2", size: "3" }], undefined, {
        send_time: sendTime,
      }),
    );
    expect((await sendInfo(slice.body.data.message_outbox_ids[0])).recipients.map((r) => r.msisdn)).toEqual(
      mobiles.slice(2, 5).map(msisdn),
    );

    const chosen = await postSend(
      token,
      phonebookSend(
        [{ type: "detail", phonebook_id: String(book), number_ids: [String(contacts[4].id), contacts[1].id] }],
        undefined,
        { send_time: sendTime },
      ),
    );
    expect((await sendInfo(chosen.body.data.message_outbox_ids[0])).recipients.map((r) => r.msisdn).sort()).toEqual(
      [mobiles[1], mobiles[4]].map((m) => msisdn(m!)).sort(),
    );
  });

  it("refuses another user's phonebook or contact, and a phonebook without contacts, charging nothing", async () => {
    const { account, token } = await phonebookOwner(CREDIT);
    const stranger = await phonebookOwner();
    const mine = await createPhonebook(token, "من");
    const empty = await createPhonebook(token, "خالی");
    const theirs = await createPhonebook(stranger.token, "غریبه");
    await addContacts(
      token,
      localMobiles(1).map((number) => ({ number, phonebook_id: mine })),
    );
    await addContacts(
      stranger.token,
      localMobiles(1).map((number) => ({ number, phonebook_id: theirs })),
    );
    const [theirContact] = await contactsOf(stranger.token, theirs);

    const foreign = await postSend(token, phonebookSend([{ type: "all", phonebook_ids: [mine, theirs] }]));
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors).toEqual({ "params.0.phonebook_ids.1": ["دفترچه تلفن یافت نشد"] });
    const foreignContact = await postSend(
      token,
      phonebookSend([{ type: "detail", phonebook_id: mine, number_ids: [theirContact.id] }]),
    );
    expect(foreignContact.body.meta.errors).toEqual({
      "params.0.number_ids": ["برخی مخاطبان انتخاب‌شده در این دفترچه تلفن نیستند"],
    });
    const none = await postSend(token, phonebookSend([{ type: "all", phonebook_ids: [empty] }]));
    expect(none.body.meta.errors).toEqual({ params: ["دفترچه‌های انتخاب‌شده مخاطبی ندارند"] });
    const noBook = await postSend(token, phonebookSend([{ type: "all", phonebook_ids: [] }]));
    expect(noBook.body.meta.errors["params.0.phonebook_ids"]).toEqual(["دفترچه تلفن را انتخاب کنید"]);

    expect(await creditOf(token)).toBe(CREDIT);
    expect(await ledgerOf(account.username)).toHaveLength(1);
  });

  it("accepts a send to a 100,000-contact phonebook within seconds", async () => {
    const { token } = await phonebookOwner(200_000_000);
    const book = await createPhonebook(token, "بزرگ");
    const total = 100_000;
    const opened = await data(api(`phonebooks/${book}/imports`, { token, body: { records: total, chunks: 10 } }));
    const prefixes = ["912", "935", "920", "998"];
    const base = Math.floor(Math.random() * 90) * 100_000;
    for (let c = 0; c < 10; c++) {
      const contacts = Array.from({ length: 10_000 }, (_, i) => ({
        number: `0${prefixes[i % 4]}${String(base + c * 10_000 + i).padStart(7, "0")}`,
      }));
      await data(
        api(`phonebooks/imports/${opened.import_id}/chunks/${c}`, { method: "PUT", token, body: { contacts } }),
      );
    }
    expect(await data(api(`phonebooks/imports/${opened.import_id}/commit`, { token, body: {} }))).toMatchObject({
      added: total,
    });

    const started = performance.now();
    const answer = await postSend(
      token,
      phonebookSend([{ type: "all", phonebook_ids: [book] }], undefined, {
        send_time: dateToSendTime(new Date(Date.now() + 3_600_000)),
      }),
    );
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    // About 2 s on an idle machine with PGlite; the limit leaves room for a busy one (npm test runs
    // the PGlite and PostgreSQL suites side by side on two cores).
    expect(elapsed).toBeLessThan(10_000);
    const id = answer.body.data.message_outbox_ids[0];
    expect((await sendInfo(id)).recipient_count).toBe(total);
    expect((await api("send/cancel", { token, body: { message_outbox_id: id } })).status).toBe(200);
  }, 120_000);
});

const keywordSend = (phonebookIds: number[], message: string, extra: Record<string, unknown> = {}) => ({
  sending_type: "keyword_phonebook",
  from_number: SHARED_LINE,
  message,
  params: phonebookIds.map((phonebook_id) => ({ phonebook_id })),
  ...extra,
});

describe("keyword phonebook sends (sending_type keyword_phonebook)", () => {
  it("fills each contact's name, number and features by Latin title or Edge's {ex_id}, and prices each text by its own parts", async () => {
    const { token } = await phonebookOwner(CREDIT);
    const book = await createPhonebook(token, "مشتریان");
    const debt = await createFeature(token, { title: "بدهی", latin_title: "debt", type: "int" });
    const due = await createFeature(token, { title: "سررسید", latin_title: "due_date", type: "date" });
    const [a, b, c] = localMobiles(3);
    await addContacts(token, [
      { number: a, name: "علی", phonebook_id: book, options: { [debt]: "150000", [due]: "1403/07/01" } },
      { number: b, name: "مریم", phonebook_id: book, options: { [debt]: "9".repeat(15) } },
      { number: c, phonebook_id: book },
    ]);

    const template = `{name} عزیز ({NUMBER})، بدهی {debt} تا {ex_${due}} {unknown}`;
    const answer = await postSend(token, keywordSend([book], template));
    expect(answer.status).toBe(200);
    const send = await sendWhen(answer.body.data.message_outbox_ids[0], finished);
    expect(send.message).toBe(template);
    expect(send.recipients.map((r) => [r.msisdn, r.text])).toEqual([
      [msisdn(a!), `علی عزیز (${a})، بدهی 150000 تا 1403/07/01 {unknown}`],
      [msisdn(b!), `مریم عزیز (${b})، بدهی ${"9".repeat(15)} تا  {unknown}`],
      [msisdn(c!), ` عزیز (${c})، بدهی  تا  {unknown}`],
    ]);
    // What reached a handset is the contact's own text (one in ten is never reached, by the delivery plan).
    for (const reached of send.recipients.filter((r) => r.status === DELIVERY_STATUSES.handset)) {
      expect((await outboxOf(`0${reached.msisdn.slice(2)}`))[0]?.message.startsWith(reached.text!)).toBe(true);
    }

    // Turned off, a feature is no longer filled.
    await api(`phonebooks/options/${debt}`, { method: "PUT", token, body: { enabled: false } });
    const after = await postSend(
      token,
      keywordSend([book], "بدهی {debt}", { send_time: dateToSendTime(new Date(Date.now() + 3_600_000)) }),
    );
    expect((await sendInfo(after.body.data.message_outbox_ids[0])).recipients.every((r) => r.text === null)).toBe(true);
  });

  it("refuses a text that grows past 10 parts for one contact, naming the contact, and sets banned texts apart", async () => {
    const { account, token } = await phonebookOwner(CREDIT);
    const book = await createPhonebook(token, "مشتریان");
    const note = await createFeature(token, { title: "یادداشت", latin_title: "note", type: "string" });
    const [a, b] = localMobiles(2);
    await addContacts(token, [
      { number: a, name: "علی", phonebook_id: book, options: { [note]: "س".repeat(255) } },
      { number: b, name: "قمار", phonebook_id: book },
    ]);
    const long = await postSend(token, keywordSend([book], `${"پیام ".repeat(110)}{note}{note}`));
    expect(long.status).toBe(422);
    expect(long.body.meta.errors.message).toEqual([
      `متن پیام برای مخاطب ${a!.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)))} بیش از ۱۰ بخش است؛ آن را کوتاه‌تر کنید`,
    ]);
    expect(await ledgerOf(account.username)).toHaveLength(1);

    const answer = await postSend(token, keywordSend([book], "سلام {name}"));
    const [clean, rejected] = answer.body.data.message_outbox_ids;
    expect((await sendInfo(clean)).recipients.map((r) => r.msisdn)).toEqual([msisdn(a!)]);
    const banned = await sendInfo(rejected);
    expect(banned).toMatchObject({ state_id: SEND_STATES.rejected, cost_reserved: "0.0000" });
    expect(banned.recipients.map((r) => r.msisdn)).toEqual([msisdn(b!)]);
  });

  it("makes turning off a feature that a waiting send fills ask for confirmation", async () => {
    const { token } = await phonebookOwner(CREDIT);
    const book = await createPhonebook(token, "مشتریان");
    const city = await createFeature(token, { title: "شهر", latin_title: "city", type: "string" });
    await addContacts(token, [
      { number: localMobiles(1)[0], name: "علی", phonebook_id: book, options: { [city]: "رشت" } },
    ]);
    await postSend(
      token,
      keywordSend([book], "سلام {City}", { send_time: dateToSendTime(new Date(Date.now() + 3_600_000)) }),
    );

    const warned = await api(`phonebooks/options/${city}`, { method: "PUT", token, body: { enabled: false } });
    expect(warned.status).toBe(409);
    expect(warned.body.meta.message).toBe(
      "ویژگی «شهر» در ۱ ارسال در انتظار به کار رفته است؛ پس از غیرفعال شدن، جای آن در پیام‌ها پر نمی‌شود. برای ادامه دوباره تأیید کنید.",
    );
    const renamed = await api(`phonebooks/options/${city}`, { method: "PUT", token, body: { latin_title: "town" } });
    expect(renamed.status).toBe(409);
    expect(
      (await api(`phonebooks/options/${city}`, { method: "PUT", token, body: { enabled: false, confirm: true } }))
        .status,
    ).toBe(200);
  });

  it("refuses another user's phonebook", async () => {
    const { token } = await phonebookOwner(CREDIT);
    const stranger = await phonebookOwner();
    const theirs = await createPhonebook(stranger.token, "غریبه");
    await addContacts(
      stranger.token,
      localMobiles(1).map((number) => ({ number, phonebook_id: theirs })),
    );
    const answer = await postSend(token, keywordSend([theirs], "سلام {name}"));
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({ "params.0.phonebook_id": ["دفترچه تلفن یافت نشد"] });
    expect(await creditOf(token)).toBe(CREDIT);
  });
});
