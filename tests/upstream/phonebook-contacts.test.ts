import { blacklistResponseSchema, cancel11ResponseSchema } from "@/lib/contract/contact-lists";
import {
  addContactsResponseSchema,
  contactDetailResponseSchema,
  contactListResponseSchema,
  tagListResponseSchema,
} from "@/lib/contract/contacts";
import { api, call } from "./support/client";
import {
  addContacts,
  contactsOf,
  createFeature,
  createPhonebook,
  data,
  e164,
  localMobiles,
  phonebookCount,
  phonebookOwner,
} from "./support/phonebooks";
import { postSend, quickSend, sendWhen, SHARED_LINE } from "./support/sending";

const INVALID_MOBILE = "شماره موبایل معتبر نیست";

describe("contacts (phonebooks/numbers/*)", () => {
  it("adds contacts in every accepted number form, each number once per phonebook, and counts them", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان");
    const other = await createPhonebook(token, "همکاران");
    const [a, b, c, d, e] = localMobiles(5);
    const persian = b!.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    const answer = await api("phonebooks/numbers/add-list-new", {
      token,
      body: {
        list: [
          { number: e164(a!), name: "علی", gender: 1, phonebook_id: String(book) },
          { number: persian, name: "مریم", gender: 2, pre: "خانم", email: "maryam@example.ir", phonebook_id: book },
          { number: `0098${c!.slice(1)}`, phonebook_id: book },
          { number: `98${d!.slice(1)}`, phonebook_id: book },
          { number: e!.slice(1), phonebook_id: book },
          { number: a, phonebook_id: book },
          { number: a, phonebook_id: other },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const result = addContactsResponseSchema.parse(answer.body);
    expect(result.data).toEqual({ added: 6, errors: 0, existences: 1 });
    expect(result.meta.message_code).toBe("201-1");
    expect(await addContacts(token, [{ number: c, phonebook_id: book }])).toEqual({
      added: 0,
      errors: 0,
      existences: 1,
    });

    const listed = contactListResponseSchema.parse(
      (await api(`phonebooks/numbers/contact-list?phonebook_id=${book}`, { token })).body,
    );
    expect(listed.meta.total).toBe(5);
    expect(listed.data.map((x) => x.number).sort()).toEqual([a, b, c, d, e].map((m) => e164(m!)).sort());
    const maryam = listed.data.find((x) => x.name === "مریم")!;
    expect(maryam).toMatchObject({
      phonebook_id: book,
      phonebook_title: "مشتریان",
      pre: "خانم",
      email: "maryam@example.ir",
      gender: 2,
      number: e164(b!),
    });
    expect(await phonebookCount(token, book)).toBe(5);
    expect(await phonebookCount(token, other)).toBe(1);
  });

  it("refuses a bad number, another user's phonebook, and feature values that do not fit, naming each item, and adds nothing", async () => {
    const { token } = await phonebookOwner();
    const stranger = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان");
    const foreign = await createPhonebook(stranger.token, "غریبه");
    const age = await createFeature(token, { title: "سن", type: "int" });
    const birthday = await createFeature(token, { title: "تولد", type: "date" });
    const off = await createFeature(token, { title: "خاموش", type: "string" });
    await api(`phonebooks/options/${off}`, { method: "PUT", token, body: { enabled: false } });
    const [good] = localMobiles(1);

    const badNumbers = await api("phonebooks/numbers/add-list-new", {
      token,
      body: {
        list: [
          { number: good, phonebook_id: book },
          { number: "09412345678", phonebook_id: book },
          { phonebook_id: book },
        ],
      },
    });
    expect(badNumbers.status).toBe(422);
    expect(badNumbers.body.meta.errors).toEqual({
      "list.1.number": [INVALID_MOBILE],
      "list.2.number": ["تکمیل گزینه شماره موبایل الزامی است"],
    });

    const foreignBook = await api("phonebooks/numbers/add-list-new", {
      token,
      body: {
        list: [
          { number: good, phonebook_id: book },
          { number: good, phonebook_id: foreign },
        ],
      },
    });
    expect(foreignBook.status).toBe(422);
    expect(foreignBook.body.meta.errors).toEqual({ "list.1.phonebook_id": ["دفترچه تلفن یافت نشد"] });

    const values = await api("phonebooks/numbers/add-list-new", {
      token,
      body: {
        list: [
          {
            number: good,
            phonebook_id: book,
            options: { [age]: "سی", [birthday]: "1403/13/01", [off]: "x", 999999: "y" },
          },
        ],
      },
    });
    expect(values.status).toBe(422);
    expect(values.body.meta.errors).toEqual({
      [`list.0.options.${age}`]: ["مقدار «سن» باید عدد صحیح باشد"],
      [`list.0.options.${birthday}`]: ["مقدار «تولد» باید تاریخ به شکل ۱۴۰۳/۰۱/۱۵ باشد"],
      [`list.0.options.${off}`]: ["این ویژگی غیرفعال است"],
      "list.0.options.999999": ["ویژگی یافت نشد"],
    });
    expect(await contactsOf(token, book)).toEqual([]);
    expect(await phonebookCount(token, book)).toBe(0);
  });

  it("shows one contact with its tags and blacklist marks, edits it, moves it to another phonebook, and refuses a number that phonebook has", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان");
    const other = await createPhonebook(token, "همکاران");
    const city = await createFeature(token, { title: "شهر", latin_title: "city", type: "string" });
    const age = await createFeature(token, { title: "سن", type: "int" });
    const [a, b] = localMobiles(2);
    await addContacts(token, [
      {
        number: a,
        name: "علی",
        phonebook_id: book,
        options: { [city]: "تهران", [age]: 30 },
        tags: ["VIP", "vip", "خریدار"],
      },
      { number: b, name: "رضا", phonebook_id: other },
    ]);
    const [contact] = await contactsOf(token, book);
    await api("phonebooks/blacklist", { token, body: { type: "send", numbers: [a] } });

    const shown = contactDetailResponseSchema.parse(
      (await api(`phonebooks/numbers/contact-list/${contact.id}`, { token })).body,
    ).data;
    expect(shown).toMatchObject({
      name: "علی",
      number: e164(a!),
      is_send_blacklist: true,
      is_receive_blacklist: false,
      options: { [city]: "تهران", [age]: "30" },
    });
    expect(shown.tags.map((t) => [t.tag, t.number_id, t.phonebook_id])).toEqual([
      ["VIP", String(contact.id), String(book)],
      ["خریدار", String(contact.id), String(book)],
    ]);

    // Options named change, the others stay; tags given replace the contact's.
    const edited = await api(`phonebooks/numbers/update-new/${contact.id}`, {
      method: "PUT",
      token,
      body: {
        number: a,
        name: "علی رضایی",
        gender: 1,
        phonebook_id: other,
        options: { [age]: "31" },
        tags: ["خریدار", "همکار"],
      },
    });
    expect(edited.status).toBe(200);
    const moved = await data(api(`phonebooks/numbers/contact-list/${contact.id}`, { token }));
    expect(moved).toMatchObject({
      name: "علی رضایی",
      gender: 1,
      phonebook_id: other,
      phonebook_title: "همکاران",
      options: { [city]: "تهران", [age]: "31" },
    });
    expect(moved.tags.map((t: { tag: string; phonebook_id: string }) => [t.tag, t.phonebook_id])).toEqual([
      ["خریدار", String(other)],
      ["همکار", String(other)],
    ]);
    expect(await phonebookCount(token, book)).toBe(0);
    expect(await phonebookCount(token, other)).toBe(2);

    const clash = await api(`phonebooks/numbers/update-new/${contact.id}`, {
      method: "PUT",
      token,
      body: { number: e164(b!), phonebook_id: other },
    });
    expect(clash.status).toBe(422);
    expect(clash.body.meta.errors.number).toEqual(["این شماره در این دفترچه تلفن هست"]);
    const bad = await api(`phonebooks/numbers/update-new/${contact.id}`, {
      method: "PUT",
      token,
      body: { number: "0912", phonebook_id: other },
    });
    expect(bad.body.meta.errors.number).toEqual([INVALID_MOBILE]);
  });

  it("filters the list by number, phonebook title, creation time and tag", async () => {
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان تهران");
    const other = await createPhonebook(token, "همکاران");
    const [a, b, c] = localMobiles(3);
    await addContacts(token, [
      { number: a, name: "علی", phonebook_id: book, tags: ["VIP"] },
      { number: b, name: "مریم", phonebook_id: book },
      { number: c, name: "رضا", phonebook_id: other },
    ]);
    const numbers = async (query: string) =>
      ((await data(api(`phonebooks/numbers/contact-list?${query}`, { token }))) as { number: string }[])
        .map((x) => x.number)
        .sort();
    expect(await numbers(`number=${encodeURIComponent(e164(b!))}`)).toEqual([e164(b!)]);
    expect(await numbers(`number=${c!.slice(-7)}`)).toEqual([e164(c!)]);
    expect(await numbers(`phonebook_title=${encodeURIComponent("تهران")}`)).toEqual([e164(a!), e164(b!)].sort());
    expect(await numbers("tag=vip")).toEqual([e164(a!)]);
    expect(await numbers(`from_created_at=${Math.floor(Date.now() / 1000) + 3600}`)).toEqual([]);
    expect(await numbers(`from_created_at=${Math.floor(Date.now() / 1000) - 3600}`)).toHaveLength(3);
  });

  it("deletes many contacts, and nothing when one is another user's", async () => {
    const { token } = await phonebookOwner();
    const stranger = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان");
    const theirBook = await createPhonebook(stranger.token, "غریبه");
    await addContacts(
      token,
      localMobiles(4).map((number) => ({ number, phonebook_id: book })),
    );
    await addContacts(
      stranger.token,
      localMobiles(1).map((number) => ({ number, phonebook_id: theirBook })),
    );
    const mine = (await contactsOf(token, book)).map((x) => x.id as number);
    const [theirs] = (await contactsOf(stranger.token, theirBook)).map((x) => x.id as number);

    const refused = await api("phonebooks/numbers/delete-list", { token, body: { listNumbers: [mine[0], theirs] } });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ "listNumbers.1": ["مخاطب یافت نشد"] });
    expect((await api(`phonebooks/numbers/contact-list/${theirs}`, { token })).status).toBe(404);
    expect(
      (
        await api(`phonebooks/numbers/update-new/${theirs}`, {
          method: "PUT",
          token,
          body: { number: localMobiles(1)[0], phonebook_id: book },
        })
      ).status,
    ).toBe(404);
    expect(await phonebookCount(stranger.token, theirBook)).toBe(1);

    expect(
      (await api("phonebooks/numbers/delete-list", { token, body: { listNumbers: mine.slice(0, 3) } })).status,
    ).toBe(200);
    expect((await contactsOf(token, book)).map((x) => x.id)).toEqual([mine[3]]);
    expect(await phonebookCount(token, book)).toBe(1);
  });
});

describe("tags (phonebooks/numbers/tags, phonebooks/tags/delete-list)", () => {
  it("adds tags to a contact while it is edited, lists and deletes many, and keeps at most 20 per contact", async () => {
    const { token } = await phonebookOwner();
    const stranger = await phonebookOwner();
    const book = await createPhonebook(token, "مشتریان");
    await addContacts(
      token,
      localMobiles(1).map((number) => ({ number, phonebook_id: book })),
    );
    const [contact] = await contactsOf(token, book);

    const added = await api("phonebooks/numbers/tags", {
      token,
      body: { number_id: String(contact.id), tags: ["VIP", " وفادار "] },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.map((t: { tag: string }) => t.tag)).toEqual(["VIP", "وفادار"]);
    const list = tagListResponseSchema.parse((await api("phonebooks/numbers/tags", { token })).body);
    expect(list.data.map((t) => t.tag).sort()).toEqual(["VIP", "وفادار"].sort());
    expect(await data(api("phonebooks/numbers/tags", { token: stranger.token }))).toEqual([]);

    const tooMany = await api("phonebooks/numbers/tags", {
      token,
      body: { number_id: contact.id, tags: Array.from({ length: 19 }, (_, i) => `tag${i}`) },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.meta.errors.tags).toEqual(["حداکثر ۲۰ برچسب برای هر مخاطب"]);
    expect((await data(api(`phonebooks/numbers/tags?number_id=${contact.id}`, { token }))).length).toBe(2);

    const foreign = await api("phonebooks/numbers/tags", {
      token: stranger.token,
      body: { number_id: contact.id, tags: ["نفوذ"] },
    });
    expect(foreign.body.meta.errors.number_id).toEqual(["مخاطب یافت نشد"]);
    const ids = list.data.map((t) => t.id);
    expect((await api("phonebooks/tags/delete-list", { token: stranger.token, body: { listTags: ids } })).status).toBe(
      422,
    );
    expect((await api("phonebooks/tags/delete-list", { token, body: { listTags: ids } })).status).toBe(200);
    expect((await contactsOf(token, book))[0].tags).toEqual([]);
  });
});

describe("blacklists and the cancel11 list", () => {
  it("keeps a send and a receive blacklist, each entry with its date, and deletes many", async () => {
    const { token } = await phonebookOwner();
    const stranger = await phonebookOwner();
    const [a, b, c] = localMobiles(3);
    const added = await api("phonebooks/blacklist", { token, body: { type: "send", numbers: [a, e164(b!), a] } });
    expect(added.body.data).toEqual({ added: 2, existences: 1 });
    expect(await data(api("phonebooks/blacklist", { token, body: { type: "receive", numbers: [c] } }))).toEqual({
      added: 1,
      existences: 0,
    });

    const send = blacklistResponseSchema.parse((await api("phonebooks/blacklist?type=send", { token })).body).data;
    expect(send.map((x) => x.number).sort()).toEqual([e164(a!), e164(b!)].sort());
    expect(send.every((x) => x.type === "send" && /^\d{4}-\d{2}-\d{2}T/.test(x.created_at))).toBe(true);
    const receive = blacklistResponseSchema.parse(
      (await api("phonebooks/blacklist?type=receive", { token })).body,
    ).data;
    expect(receive.map((x) => x.number)).toEqual([e164(c!)]);
    expect((await data(api(`phonebooks/blacklist?number=${a!.slice(-6)}`, { token }))).length).toBe(1);
    expect(await data(api("phonebooks/blacklist", { token: stranger.token }))).toEqual([]);

    const wrong = await api("phonebooks/blacklist", { token, body: { type: "both", numbers: ["0912"] } });
    expect(wrong.body.meta.errors).toEqual({
      type: ["نوع فهرست سیاه باید send (ارسال) یا receive (دریافت) باشد"],
      "numbers.0": [INVALID_MOBILE],
    });
    // Ids of the other list, or of another user, are not this list's entries.
    const mixed = await api("phonebooks/blacklist/delete-list", {
      token,
      body: { type: "send", listNumbers: [send[0]!.id, receive[0]!.id] },
    });
    expect(mixed.body.meta.errors["listNumbers.1"]).toEqual(["شماره در فهرست سیاه یافت نشد"]);
    expect(
      (
        await api("phonebooks/blacklist/delete-list", {
          token: stranger.token,
          body: { type: "send", listNumbers: [send[0]!.id] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await api("phonebooks/blacklist/delete-list", {
          token,
          body: { type: "send", listNumbers: send.map((x) => x.id) },
        })
      ).status,
    ).toBe(200);
    expect(await data(api("phonebooks/blacklist?type=send", { token }))).toEqual([]);
  });

  it("puts a number that answers 11 to a line on that line's cancel11 list of its senders, and takes it off when it answers 12", async () => {
    const { token } = await phonebookOwner(1_000_000);
    const bystander = await phonebookOwner();
    // A prefix no other test sends to, so that nobody else has sent this number anything on the line.
    const [mobile] = localMobiles(1, "933");
    const sent = await postSend(token, quickSend([e164(mobile!)]));
    await sendWhen(sent.body.data.message_outbox_ids[0], (s) => s.recipients.every((r) => r.status !== null));

    const reply = await call("/__dev/incoming", { body: { to: SHARED_LINE, from: mobile, message: "۱۱" } });
    expect(reply.body.data).toMatchObject({ type: "cancel11", cancel11: 1 });
    const listed = cancel11ResponseSchema.parse((await api("phonebooks/cancel11", { token })).body).data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ number: e164(mobile!), line_number: SHARED_LINE });
    expect(await data(api("phonebooks/cancel11", { token: bystander.token }))).toEqual([]);
    expect(
      (await call("/__dev/incoming", { body: { to: SHARED_LINE, from: mobile, message: "سلام" } })).body.data,
    ).toMatchObject({ type: "normal", cancel11: 0 });

    expect(
      (await call("/__dev/incoming", { body: { to: SHARED_LINE, from: mobile, message: " 12 " } })).body.data,
    ).toMatchObject({ type: "uncancel11", cancel11: 1 });
    expect(await data(api("phonebooks/cancel11", { token }))).toEqual([]);
  });
});
