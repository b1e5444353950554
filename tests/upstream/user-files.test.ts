import { api, call } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
import { data, download, phonebookOwner } from "./support/phonebooks";
import { untilHolds } from "./support/until";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function plant(username: string, count: number): Promise<number> {
  const answer = await call("/__dev/contacts/plant", { body: { username, title: `بزرگ ${Date.now()}`, count } });
  if (answer.status !== 200) throw new Error(`plant: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.phonebook_id;
}

async function fileOf(token: string, id: number): Promise<Loose> {
  const rows: Loose[] = await data(api("user/files?category=exports&per_page=100", { token }));
  return rows.find((row) => row.id === id);
}

async function writingFile(username: string): Promise<number> {
  return (await call("/__dev/files/writing", { body: { username } })).body.data.id;
}

describe("file management (user/files) and exports written in the background", () => {
  it("writes a phonebook past 100,000 contacts in the background, byte for byte the direct export, then deletes it", async () => {
    const { account, token } = await phonebookOwner();
    const book = await plant(account.username, 100_001);

    const queued = await api(`phonebooks/numbers/contact-list/export?phonebook_id=${book}&format=csv`, { token });
    expect(queued.status).toBe(202);
    const file = queued.body.data.file;
    expect(file).toMatchObject({ category: "exports", source: "contacts", name: "contacts.csv", rows_total: 100_001 });
    expect(file.state).toBe("writing");

    const ready = await untilHolds(
      async () => fileOf(token, file.id),
      (row) => row?.state === "ready",
      60_000,
    );
    expect(ready).toMatchObject({ rows_done: 100_001, deletable: true, made_by: expect.any(String) });

    const direct = await download(
      token,
      `phonebooks/numbers/contact-list/export?phonebook_id=${book}&format=csv&delivery=direct`,
    );
    expect(direct.status).toBe(200);
    const got = await download(token, `user/files/${file.id}/download`);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toContain('filename="contacts.csv"');
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-type")).toContain("text/csv");
    expect(got.bytes.length).toBe(ready.size);
    expect(Buffer.from(got.bytes).equals(Buffer.from(direct.bytes))).toBe(true);

    const storage = await data(api("user/files/categories", { token }));
    expect(storage.used_bytes).toBe(ready.size);
    expect(storage.quota_bytes).toBe(1_073_741_824);
    expect(storage.categories.find((c: Loose) => c.key === "exports")).toMatchObject({ count: 1, size: ready.size });

    const removed = await api(`user/files/${file.id}`, { token, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: file.id, name: "contacts.csv" });
    expect((await download(token, `user/files/${file.id}/download`)).status).toBe(404);
    expect((await data(api("user/files/categories", { token }))).used_bytes).toBe(0);
  }, 120_000);

  it("answers an export of 100,000 rows or fewer at once, as before", async () => {
    const { account, token } = await phonebookOwner();
    const book = await plant(account.username, 50);
    const direct = await download(token, `phonebooks/${book}/export?format=csv`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-disposition")).toContain(`phonebook-${book}.csv`);
    expect(await data(api("user/files", { token }))).toEqual([]);
  });

  it("is 404 for another account's file, a huge id and an id that is not digits; a writing file is neither downloaded nor deleted", async () => {
    const owner = await phonebookOwner();
    const stranger = await phonebookOwner();
    const id = await writingFile(owner.account.username);

    for (const path of [
      `user/files/${id}/download`,
      "user/files/99999999999/download",
      "user/files/2147483648/download",
      "user/files/1e3/download",
      "user/files/-1/download",
    ]) {
      const answer = await api(path, { token: stranger.token });
      expect([path, answer.status]).toEqual([path, 404]);
    }
    expect((await api(`user/files/${id}`, { token: stranger.token, method: "DELETE" })).status).toBe(404);
    expect((await api("user/files/99999999999999999999", { token: owner.token, method: "DELETE" })).status).toBe(404);
    expect(await data(api("user/files", { token: stranger.token }))).toEqual([]);

    const writing = await api(`user/files/${id}/download`, { token: owner.token });
    expect(writing.status).toBe(409);
    const deleting = await api(`user/files/${id}`, { token: owner.token, method: "DELETE" });
    expect(deleting.status).toBe(409);
    expect((await fileOf(owner.token, id)).state).toBe("writing");
  });

  it("refuses an export in the background once the account's files fill its quota", async () => {
    const { account, token } = await phonebookOwner();
    const book = await plant(account.username, 100_001);
    expect((await call("/__dev/files/quota", { body: { username: account.username, quota_bytes: 0 } })).status).toBe(
      200,
    );
    const refused = await api(`phonebooks/${book}/export?format=csv`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.message).toContain("فضای فایل‌های حساب پر است");
    expect((await data(api("user/files/categories", { token }))).quota_bytes).toBe(0);
  });

  it("lists a category only and refuses an unknown one", async () => {
    const { token } = await phonebookOwner();
    expect((await api("user/files?category=documents", { token })).status).toBe(200);
    expect((await api("user/files?category=secrets", { token })).status).toBe(422);
  });

  it("shows a colleague only the files they made, and refuses one whose role lacks files.manage", async () => {
    const owner = await newOwner();
    const ownersFile = await writingFile(owner.account.username);
    const book = await plant(owner.account.username, 100_001);
    const colleague = await signedInColleague(owner, ["files.manage", "contacts.view", "contacts.export"]);
    const outsider = await signedInColleague(owner, ["contacts.view"]);

    expect(await data(api("user/files", { token: colleague.token }))).toEqual([]);
    expect((await api(`user/files/${ownersFile}/download`, { token: colleague.token })).status).toBe(404);
    expect((await api(`user/files/${ownersFile}`, { token: colleague.token, method: "DELETE" })).status).toBe(404);
    expect((await api("user/files", { token: outsider.token })).status).toBe(403);

    const queued = await api(`phonebooks/${book}/export?format=csv`, { token: colleague.token });
    expect(queued.status).toBe(202);
    const mine: Loose[] = await data(api("user/files", { token: colleague.token }));
    expect(mine.map((f) => f.id)).toEqual([queued.body.data.file.id]);
    expect(mine[0].made_by).toContain("سارا");
    const all: Loose[] = await data(api("user/files", { token: owner.token }));
    expect(all.map((f) => f.id)).toEqual([queued.body.data.file.id, ownersFile]);
  });
});
