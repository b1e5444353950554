import {
  phonebookListResponseSchema,
  phonebookOptionListResponseSchema,
  phonebookResponseSchema,
} from "@/lib/contract/phonebooks";
import { api } from "./support/client";
import {
  addContacts,
  contactsOf,
  createFeature,
  createPhonebook,
  data,
  localMobiles,
  phonebookCount,
  phonebookOwner,
} from "./support/phonebooks";

const NOT_FOUND = "دفترچه تلفن یافت نشد";

async function listTitles(token: string): Promise<string[]> {
  return phonebookListResponseSchema
    .parse((await api("phonebooks/list-new?per_page=100", { token })).body)
    .data.map((p) => p.title);
}

describe("phonebooks (phonebooks/list-new, store, update, delete-list)", () => {
  it("creates phonebooks with their features, lists them newest first with their contact counts, renames and deletes many", async () => {
    const { token } = await phonebookOwner();
    const city = await createFeature(token, { title: "شهر", latin_title: "city", type: "string" });
    const created = await api("phonebooks", { token, body: { title: "مشتریان", options: [String(city)] } });
    expect(created.status).toBe(200);
    const book = phonebookResponseSchema.parse(created.body).data;
    expect(book).toMatchObject({ title: "مشتریان", count: 0, options: [{ id: city, title: "شهر", type: "string" }] });
    expect(book.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const other = await createPhonebook(token, "همکاران");
    const third = await createPhonebook(token, "بایگانی");

    const [a, b] = localMobiles(2);
    await addContacts(token, [
      { number: a, phonebook_id: book.id },
      { number: b, phonebook_id: book.id },
      { number: a, phonebook_id: other },
    ]);
    const listed = phonebookListResponseSchema.parse((await api("phonebooks/list-new", { token })).body);
    expect(listed.data.map((p) => [p.title, p.count])).toEqual([
      ["بایگانی", 0],
      ["همکاران", 1],
      ["مشتریان", 2],
    ]);
    expect(listed.meta.total).toBe(3);
    const filtered = phonebookListResponseSchema.parse(
      (await api(`phonebooks/list-new?title=${encodeURIComponent("همکار")}`, { token })).body,
    );
    expect(filtered.data.map((p) => p.id)).toEqual([other]);

    const renamed = await api(`phonebooks/${book.id}`, {
      method: "PUT",
      token,
      body: { title: "مشتریان ویژه", options: [] },
    });
    expect(renamed.status).toBe(200);
    const [after] = await data(api(`phonebooks/list-new?id=${book.id}`, { token }));
    expect(after).toMatchObject({ title: "مشتریان ویژه", count: 2, options: [] });

    const deleted = await api("phonebooks/delete-list", { token, body: { listPhonebooks: [other, third] } });
    expect(deleted.status).toBe(200);
    expect(await listTitles(token)).toEqual(["مشتریان ویژه"]);
    // A deleted phonebook's contacts go with it; the same number elsewhere stays.
    expect((await contactsOf(token, book.id)).length).toBe(2);
    expect((await data(api(`phonebooks/numbers/contact-list?number=${a}`, { token }))).length).toBe(1);
  });

  it("refuses a missing, blank or too long title, a title the user already has, and an unknown feature, in Persian", async () => {
    const { token } = await phonebookOwner();
    const missing = await api("phonebooks", { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.meta).toMatchObject({
      message: "تکمیل گزینه عنوان الزامی است",
      message_code: "400-2",
      errors: { title: ["تکمیل گزینه عنوان الزامی است"] },
    });
    expect((await api("phonebooks", { token, body: { title: "   " } })).body.meta.errors.title).toEqual([
      "تکمیل گزینه عنوان الزامی است",
    ]);
    expect((await api("phonebooks", { token, body: { title: "د".repeat(201) } })).body.meta.errors.title).toEqual([
      "عنوان حداکثر ۲۰۰ نویسه است",
    ]);

    const id = await createPhonebook(token, "Customers");
    const again = await api("phonebooks", { token, body: { title: "customers" } });
    expect(again.status).toBe(422);
    expect(again.body.meta.errors.title).toEqual(["دفترچه تلفنی با این عنوان دارید"]);
    const other = await createPhonebook(token, "Staff");
    expect(
      (await api(`phonebooks/${other}`, { method: "PUT", token, body: { title: "CUSTOMERS" } })).body.meta.errors.title,
    ).toEqual(["دفترچه تلفنی با این عنوان دارید"]);
    // Keeping its own title is no clash.
    expect((await api(`phonebooks/${id}`, { method: "PUT", token, body: { title: "Customers" } })).status).toBe(200);

    const unknown = await api("phonebooks", { token, body: { title: "تازه", options: [999_999] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors["options.0"]).toEqual(["ویژگی یافت نشد"]);
    expect(await listTitles(token)).toEqual(["Staff", "Customers"]);

    const empty = await api("phonebooks/delete-list", { token, body: { listPhonebooks: [] } });
    expect(empty.body.meta.errors.listPhonebooks).toEqual(["دست‌کم یک مورد را انتخاب کنید"]);
  });

  it("never shows or changes another user's phonebook, and deletes nothing when one id is not the user's", async () => {
    const owner = await phonebookOwner();
    const stranger = await phonebookOwner();
    const theirs = await createPhonebook(owner.token, "دفترچه من");
    const mine = await createPhonebook(stranger.token, "دفترچه غریبه");

    expect(await listTitles(stranger.token)).toEqual(["دفترچه غریبه"]);
    expect((await data(api(`phonebooks/list-new?id=${theirs}`, { token: stranger.token }))).length).toBe(0);
    const rename = await api(`phonebooks/${theirs}`, {
      method: "PUT",
      token: stranger.token,
      body: { title: "ربوده" },
    });
    expect(rename.status).toBe(404);
    expect(rename.body.meta.message).toBe(NOT_FOUND);

    const remove = await api("phonebooks/delete-list", {
      token: stranger.token,
      body: { listPhonebooks: [mine, theirs] },
    });
    expect(remove.status).toBe(422);
    expect(remove.body.meta.errors).toEqual({ "listPhonebooks.1": [NOT_FOUND] });
    expect(await listTitles(owner.token)).toEqual(["دفترچه من"]);
    expect(await listTitles(stranger.token)).toEqual(["دفترچه غریبه"]);
  });

  it("needs a session", async () => {
    expect((await api("phonebooks/list-new")).status).toBe(401);
    expect((await api("phonebooks", { body: { title: "x" } })).status).toBe(401);
  });
});

describe("custom features (phonebooks/options)", () => {
  it("lists the system's read-only features to everyone beside the user's own, with Persian and Latin titles", async () => {
    const { token } = await phonebookOwner();
    const points = await api("phonebooks/options", {
      token,
      body: { title: "امتیاز", latin_title: "points", type: "int" },
    });
    expect(points.status).toBe(200);
    expect(points.body.data).toMatchObject({
      title: "امتیاز",
      latin_title: "points",
      type: "int",
      enabled: true,
      system: false,
    });

    const list = phonebookOptionListResponseSchema.parse(
      (await api("phonebooks/options/list-new?per_page=100", { token })).body,
    ).data;
    const system = list.find((f) => f.system)!;
    expect(system).toMatchObject({ title: "تاریخ تولد", latin_title: "birth_date", type: "date", enabled: true });
    expect(list.filter((f) => !f.system).map((f) => f.title)).toEqual(["امتیاز"]);
    const ints = phonebookOptionListResponseSchema.parse(
      (await api("phonebooks/options/list-new?type=int", { token })).body,
    ).data;
    expect(ints.map((f) => f.title)).toEqual(["امتیاز"]);

    const change = await api(`phonebooks/options/${system.id}`, { method: "PUT", token, body: { enabled: false } });
    expect(change.status).toBe(403);
    expect(change.body.meta.message).toBe("ویژگی‌های سیستمی فقط‌خواندنی هستند");
    const remove = await api("phonebooks/options/delete-list", { token, body: { listOptions: [system.id] } });
    expect(remove.status).toBe(422);
    expect(remove.body.meta.errors["listOptions.0"]).toEqual(["ویژگی‌های سیستمی فقط‌خواندنی هستند"]);
  });

  it("refuses a wrong type, a Latin title that is not Latin, reserved or taken, each in Persian", async () => {
    const { token } = await phonebookOwner();
    const type = await api("phonebooks/options", { token, body: { title: "وزن", type: "float" } });
    expect(type.body.meta.errors.type).toEqual(["نوع ویژگی باید string، date یا int باشد"]);
    const latin = await api("phonebooks/options", { token, body: { title: "وزن", latin_title: "وزن", type: "int" } });
    expect(latin.body.meta.errors.latin_title).toEqual([
      "عنوان لاتین باید با حرف انگلیسی شروع شود و فقط حرف انگلیسی، رقم و _ داشته باشد (حداکثر ۵۰ نویسه)",
    ]);
    const reserved = await api("phonebooks/options", {
      token,
      body: { title: "نام", latin_title: "Name", type: "string" },
    });
    expect(reserved.body.meta.errors.latin_title).toEqual([
      "این عنوان لاتین برای فیلدهای مخاطب رزرو است؛ عنوان دیگری انتخاب کنید",
    ]);
    const system = await api("phonebooks/options", {
      token,
      body: { title: "تولد", latin_title: "Birth_Date", type: "date" },
    });
    expect(system.body.meta.errors.latin_title).toEqual(["ویژگی دیگری با این عنوان لاتین دارید"]);
    await createFeature(token, { title: "وزن", latin_title: "weight", type: "int" });
    const taken = await api("phonebooks/options", {
      token,
      body: { title: "وزن دوم", latin_title: "WEIGHT", type: "int" },
    });
    expect(taken.body.meta.errors.latin_title).toEqual(["ویژگی دیگری با این عنوان لاتین دارید"]);
    // Another user may use the same Latin title.
    const other = await phonebookOwner();
    expect(
      (
        await api("phonebooks/options", {
          token: other.token,
          body: { title: "وزن", latin_title: "weight", type: "int" },
        })
      ).status,
    ).toBe(200);
  });

  it("warns before turning off a feature a phonebook shows, then turns it off when confirmed", async () => {
    const { token } = await phonebookOwner();
    const city = await createFeature(token, { title: "شهر", latin_title: "city", type: "string" });
    const free = await createFeature(token, { title: "یادداشت", type: "string" });
    await createPhonebook(token, "مشتریان", [city]);

    // A feature nobody uses turns off at once.
    expect((await api(`phonebooks/options/${free}`, { method: "PUT", token, body: { enabled: false } })).status).toBe(
      200,
    );

    const warned = await api(`phonebooks/options/${city}`, { method: "PUT", token, body: { enabled: false } });
    expect(warned.status).toBe(409);
    expect(warned.body.meta.message).toBe(
      "ویژگی «شهر» در ۱ دفترچه تلفن به کار رفته است؛ پس از غیرفعال شدن، جای آن در پیام‌ها پر نمی‌شود. برای ادامه دوباره تأیید کنید.",
    );
    expect(warned.body.meta.errors.enabled).toEqual([warned.body.meta.message]);
    let list = (await data(api("phonebooks/options/list-new?per_page=100", { token }))) as {
      id: number;
      enabled: boolean;
      title: string;
    }[];
    expect(list.find((f) => f.id === city)!.enabled).toBe(true);

    const confirmed = await api(`phonebooks/options/${city}`, {
      method: "PUT",
      token,
      body: { enabled: false, confirm: true, title: "شهر محل سکونت" },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toBe(true);
    list = await data(api("phonebooks/options/list-new?enabled=0&per_page=100", { token }));
    expect(list.map((f) => [f.title, f.enabled])).toEqual([
      ["شهر محل سکونت", false],
      ["یادداشت", false],
    ]);
  });

  it("deletes many features (warning first when in use) and the contacts' values of them", async () => {
    const { token } = await phonebookOwner();
    const city = await createFeature(token, { title: "شهر", type: "string" });
    const age = await createFeature(token, { title: "سن", type: "int" });
    const book = await createPhonebook(token, "مشتریان", [age]);
    const [mobile] = localMobiles(1);
    await addContacts(token, [{ number: mobile, phonebook_id: book, options: { [city]: "رشت", [age]: "۳۰" } }]);
    expect((await contactsOf(token, book))[0].options).toEqual({ [city]: "رشت", [age]: "30" });

    const warned = await api("phonebooks/options/delete-list", { token, body: { listOptions: [city, age] } });
    expect(warned.status).toBe(409);
    expect(warned.body.meta.errors.listOptions[0]).toContain("«سن»");
    const deleted = await api("phonebooks/options/delete-list", {
      token,
      body: { listOptions: [city, age], confirm: true },
    });
    expect(deleted.status).toBe(200);
    expect(
      (await data(api("phonebooks/options/list-new", { token }))).filter((f: { system: boolean }) => !f.system),
    ).toEqual([]);
    expect((await contactsOf(token, book))[0].options).toEqual({});
    expect(await phonebookCount(token, book)).toBe(1);
  });

  it("never changes another user's feature", async () => {
    const owner = await phonebookOwner();
    const stranger = await phonebookOwner();
    const feature = await createFeature(owner.token, { title: "محرمانه", type: "string" });
    expect(
      (await data(api("phonebooks/options/list-new", { token: stranger.token }))).some(
        (f: { id: number }) => f.id === feature,
      ),
    ).toBe(false);
    const change = await api(`phonebooks/options/${feature}`, {
      method: "PUT",
      token: stranger.token,
      body: { title: "ربوده" },
    });
    expect(change.status).toBe(404);
    expect(change.body.meta.message).toBe("ویژگی یافت نشد");
    const remove = await api("phonebooks/options/delete-list", {
      token: stranger.token,
      body: { listOptions: [feature] },
    });
    expect(remove.body.meta.errors["listOptions.0"]).toEqual(["ویژگی یافت نشد"]);
    expect(
      (await data(api("phonebooks/options/list-new", { token: owner.token }))).some(
        (f: { title: string }) => f.title === "محرمانه",
      ),
    ).toBe(true);
  });
});
