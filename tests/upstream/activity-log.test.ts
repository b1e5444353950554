import { ACTIVITY_KIND_TITLES, activityListResponseSchema } from "@/lib/contract/activity-log";
import { activityEntries, activityExport, activityLog } from "./support/activity";
import { api, devAccount, sessionToken, type DevAccount } from "./support/client";
import { addContacts, createPhonebook, localMobiles } from "./support/phonebooks";

const FILE_TITLES = ["شناسه", "زمان", "انجام‌دهنده", "نقش", "نوع فعالیت", "شرح", "نشانی IP"];

interface Owner {
  account: DevAccount;
  token: string;
}

async function owner(): Promise<Owner> {
  const account = await devAccount({ credit: 0 });
  return { account, token: await sessionToken(account) };
}

/** An owner whose log holds, newest first: a phonebook's 2 contacts, the phonebook, a second sign-in, the first. */
async function busyOwner(): Promise<Owner & { book: number }> {
  const o = await owner();
  await sessionToken(o.account);
  const book = await createPhonebook(o.token, "مشتریان ویژه");
  await addContacts(
    o.token,
    localMobiles(2).map((number) => ({ phonebook_id: book, number })),
  );
  return { ...o, book };
}

describe("user/activity_log", () => {
  it("lists the account's entries newest first, a page at a time", async () => {
    const o = await busyOwner();
    const all = await activityEntries(o.token);
    expect(all.map((entry) => entry.text)).toEqual([
      "افزودن ۲ مخاطب به دفترچهٔ «مشتریان ویژه»",
      "ساخت دفترچهٔ «مشتریان ویژه»",
      "ورود به پنل",
      "ورود به پنل",
    ]);
    const second = await activityLog(o.token, { page: 2, per_page: 3 });
    expect(second.status).toBe(200);
    // The panel reads it with the contract's own schema.
    expect(activityListResponseSchema.safeParse(second.body).success).toBe(true);
    expect(second.body.data.map((entry: { id: number }) => entry.id)).toEqual([all[3]!.id]);
    expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2, from: 4, to: 4 });
  });

  it("filters by kind and by member; another account's member keeps nothing", async () => {
    const o = await busyOwner();
    const other = await owner();
    const contacts = await activityEntries(o.token, { kind: "contacts" });
    expect(contacts.map((entry) => entry.kind)).toEqual(["contacts", "contacts"]);
    expect(await activityEntries(o.token, { member_id: o.account.user_id })).toHaveLength(4);
    expect(await activityEntries(o.token, { member_id: other.account.user_id })).toEqual([]);
    expect(await activityEntries(o.token, { kind: "payment" })).toEqual([]);
  });

  it("keeps the Tehran days asked for, and refuses a day that is not one or a range backwards", async () => {
    const o = await busyOwner();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(new Date());
    const dayAfter = (day: string, days: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await activityEntries(o.token, { from_day: today, to_day: today })).toHaveLength(4);
    expect(await activityEntries(o.token, { to_day: dayAfter(today, -1) })).toEqual([]);
    expect(await activityEntries(o.token, { from_day: dayAfter(today, 1) })).toEqual([]);

    const refused = await activityLog(o.token, { from_day: "2024-02-30", kind: "everything" });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({
      from_day: ["تاریخ معتبر نیست"],
      kind: ["نوع فعالیت را از میان گزینه‌ها انتخاب کنید"],
    });
    const backwards = await activityLog(o.token, { from_day: today, to_day: dayAfter(today, -1) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.meta.errors).toEqual({ to_day: ["تاریخ پایان باید پس از تاریخ شروع باشد"] });
  });

  it("shows an owner only their own account's entries", async () => {
    const a = await busyOwner();
    const b = await busyOwner();
    const ofA = await activityEntries(a.token);
    const ofB = await activityEntries(b.token);
    expect(ofA.every((entry) => entry.member_id === a.account.user_id)).toBe(true);
    expect(ofB.every((entry) => entry.member_id === b.account.user_id)).toBe(true);
    expect(ofA.filter((entry) => ofB.some((other) => other.id === entry.id))).toEqual([]);
    expect(ofB.some((entry) => entry.link === `/contacts?group=${a.book}`)).toBe(false);
  });

  it("has nothing that changes or deletes an entry: every other method answers 404 and the entries stay", async () => {
    const o = await busyOwner();
    const before = await activityEntries(o.token);
    const id = before[0]!.id;
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["user/activity_log", `user/activity_log/${id}`, "user/activity_log/export"]) {
        const answer = await api(path, {
          method,
          token: o.token,
          body: method === "DELETE" ? undefined : { text: "x" },
        });
        expect([method, path, answer.status]).toEqual([method, path, 404]);
      }
    }
    expect(await activityEntries(o.token)).toEqual(before);
  });
});

describe("user/activity_log/export", () => {
  it("downloads the filtered entries as CSV with Persian titles, Jalali times and the list's order", async () => {
    const o = await busyOwner();
    const listed = await activityEntries(o.token, { kind: "contacts" });
    const file = await activityExport(o.token, { kind: "contacts", format: "csv" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.rows[0]).toEqual(FILE_TITLES);
    expect(file.rows.slice(1)).toEqual(
      listed.map((entry) => [
        String(entry.id),
        expect.stringMatching(/^14\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/),
        "کاربر آزمایشی",
        "مالک",
        ACTIVITY_KIND_TITLES.contacts,
        entry.text,
        entry.client_address,
      ]),
    );
  });

  it("downloads them as XLSX, the same rows", async () => {
    const o = await busyOwner();
    const listed = await activityEntries(o.token);
    const file = await activityExport(o.token, { format: "xlsx" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.rows[0]).toEqual(FILE_TITLES);
    expect(file.rows.slice(1).map((row) => [row[0], row[4], row[5]])).toEqual(
      listed.map((entry) => [String(entry.id), ACTIVITY_KIND_TITLES[entry.kind], entry.text]),
    );
    // The export itself is recorded, after the file was made.
    expect((await activityEntries(o.token, { kind: "export" })).map((entry) => entry.text)).toEqual([
      "خروجی اکسل از فهرست فعالیت‌ها",
    ]);
  });

  it("refuses a format it does not make", async () => {
    const o = await owner();
    const answer = await api("user/activity_log/export?format=pdf", { token: o.token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.meta.errors)).toEqual(["format"]);
  });
});
