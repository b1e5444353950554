import { randomUUID } from "node:crypto";
import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { answerOf, api, baseUrl, call, devAccount, sessionToken, type Answer } from "./support/client";
import { newOwner, signedInColleague } from "./support/colleagues";
import { csv, fileSend, local, postFileSend } from "./support/file-sending";
import { createPhonebook, data, download, localMobiles, phonebookCount, postImport } from "./support/phonebooks";
import { INSUFFICIENT_CREDIT, mobiles, sendInfo } from "./support/sending";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function sender(credit = 1_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const uploads = (token: string): Promise<Loose[]> => data(api("user/files?category=uploads&per_page=100", { token }));

/** The raw file of a committed chunked import, as the panel sends it. */
async function putFile(token: string, importId: string, bytes: Uint8Array | string): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/v1/api/phonebooks/imports/${importId}/file`, {
    method: "PUT",
    headers: { authorization: token, accept: "application/json", "content-type": "application/octet-stream" },
    body: bytes as BodyInit,
  });
  return answerOf(response);
}

/** A chunked import of `numbers` into a phonebook, announcing `file` when it opens; committed unless told not to. */
async function chunkedImport(
  token: string,
  book: number,
  numbers: string[],
  file: { name: string; size: number } | undefined,
  commit = true,
): Promise<string> {
  const importId = `imp-${randomUUID()}`;
  await data(
    api(`phonebooks/${book}/imports`, {
      token,
      body: { import_id: importId, records: numbers.length, chunks: 1, ...(file ? { file } : {}) },
    }),
  );
  await data(
    api(`phonebooks/imports/${importId}/chunks/0`, {
      method: "PUT",
      token,
      body: { contacts: numbers.map((number) => ({ number })) },
    }),
  );
  if (commit) await data(api(`phonebooks/imports/${importId}/commit`, { token, body: {} }));
  return importId;
}

describe("file management keeps uploaded recipient and contact files (category uploads)", () => {
  it("keeps a file send's file, lists it under uploads, serves it byte for byte, and deletes it without touching the send", async () => {
    const { token } = await sender();
    const [a, b] = mobiles(2);
    const bytes = buildXlsx([["mobile"], [local(a!)], [local(b!)]]);
    const sent = await postFileSend(token, fileSend({ name: "C:\\fakepath\\مشتریان\u202e.xlsx", bytes }));
    expect(sent.status).toBe(200);
    const [sendId] = sent.body.data.message_outbox_ids;

    const [file] = await uploads(token);
    expect(file).toMatchObject({
      category: "uploads",
      source: "send_file",
      name: "مشتریان.xlsx",
      content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      size: bytes.length,
      state: "ready",
      deletable: true,
      made_by: expect.any(String),
    });
    const all: Loose[] = await data(api("user/files", { token }));
    expect(all.map((f) => f.id)).toEqual([file.id]);
    const storage = await data(api("user/files/categories", { token }));
    expect(storage.categories.find((c: Loose) => c.key === "uploads")).toMatchObject({ count: 1, size: bytes.length });
    expect(storage.used_bytes).toBe(bytes.length);

    const got = await download(token, `user/files/${file.id}/download`);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(got.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("مشتریان.xlsx")}`);

    const before = await sendInfo(sendId);
    const removed = await api(`user/files/${file.id}`, { token, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: file.id, name: "مشتریان.xlsx" });
    expect(await uploads(token)).toEqual([]);
    expect((await download(token, `user/files/${file.id}/download`)).status).toBe(404);
    const after = await sendInfo(sendId);
    expect(after.recipients.map((r) => r.msisdn)).toEqual(before.recipients.map((r) => r.msisdn));
    expect(after.recipient_count).toBe(2);
  });

  it("keeps a file larger than one stored part whole", async () => {
    const { token } = await sender();
    const [a] = mobiles(1);
    // A valid number, then a long tail of blank lines: well past 512 KiB.
    const text = `${local(a!)}\n${"\n".repeat(700 * 1024)}`;
    const sent = await postFileSend(token, fileSend({ name: "long.txt", bytes: text }));
    expect(sent.status).toBe(200);
    const [file] = await uploads(token);
    expect(file).toMatchObject({ source: "send_file", name: "long.txt", size: Buffer.byteLength(text) });
    const got = await download(token, `user/files/${file.id}/download`);
    expect(Buffer.from(got.bytes).toString()).toBe(text);
  });

  it("keeps nothing for a refused send: a file with no valid number, or credit that falls short", async () => {
    const rich = await sender();
    const invalid = await postFileSend(rich.token, fileSend({ name: "bad.csv", bytes: csv([["mobile"], ["123"]]) }));
    expect(invalid.status).toBe(422);
    expect(await uploads(rich.token)).toEqual([]);

    const poor = await sender(0);
    const [a] = mobiles(1);
    const short = await postFileSend(poor.token, fileSend({ name: "numbers.csv", bytes: csv([[local(a!)]]) }));
    expect(short.status).toBe(422);
    expect(short.body.meta.message).toBe(INSUFFICIENT_CREDIT);
    expect(await uploads(poor.token)).toEqual([]);
    expect((await data(api("user/files/categories", { token: poor.token }))).used_bytes).toBe(0);
  });

  it("keeps a repeated send (same Idempotency-Key) once, and a send even when the files fill the quota", async () => {
    const { account, token } = await sender();
    const [a] = mobiles(1);
    const form = fileSend({ name: "numbers.csv", bytes: csv([[local(a!)]]) });
    const key = `key-${randomUUID()}`;
    expect((await postFileSend(token, form, key)).status).toBe(200);
    expect((await postFileSend(token, form, key)).status).toBe(200);
    expect(await uploads(token)).toHaveLength(1);

    // The files fill the quota (none left): the send still goes, and its file is still kept.
    expect((await call("/__dev/files/quota", { body: { username: account.username, quota_bytes: 0 } })).status).toBe(
      200,
    );
    expect((await postFileSend(token, form)).status).toBe(200);
    expect(await uploads(token)).toHaveLength(2);
  });

  it("keeps an imported contacts file (phonebooks/{id}/import) and nothing for a refused one", async () => {
    const { token } = await sender(0);
    const book = await createPhonebook(token, "ورود از فایل");
    const numbers = localMobiles(3);
    const text = csv([["موبایل", "نام"], ...numbers.map((n, i) => [n, `مخاطب ${i}`])]);
    const imported = await postImport(token, book, { name: "contacts.csv", bytes: text });
    expect(imported.status).toBe(200);
    const [file] = await uploads(token);
    expect(file).toMatchObject({
      source: "contacts_import",
      name: "contacts.csv",
      content_type: "text/csv; charset=utf-8",
      size: Buffer.byteLength(text),
    });
    expect(Buffer.from((await download(token, `user/files/${file.id}/download`)).bytes).toString()).toBe(text);

    const refused = await postImport(token, book, { name: "empty.csv", bytes: "mobile\n123\n" });
    expect(refused.status).toBe(422);
    expect(await uploads(token)).toHaveLength(1);
  });

  it("shows a colleague only their own uploads; another account's upload is 404", async () => {
    const owner = await newOwner();
    const ownBook = await createPhonebook(owner.token, "مالک");
    await data(postImport(owner.token, ownBook, { name: "owner.csv", bytes: csv(localMobiles(2).map((n) => [n])) }));
    const colleague = await signedInColleague(owner, ["files.manage", "contacts.view", "contacts.import"]);
    await data(postImport(colleague.token, ownBook, { name: "mine.csv", bytes: csv(localMobiles(2).map((n) => [n])) }));

    const mine = await uploads(colleague.token);
    expect(mine.map((f) => f.name)).toEqual(["mine.csv"]);
    const all = await uploads(owner.token);
    expect(all.map((f) => f.name)).toEqual(["mine.csv", "owner.csv"]);
    const ownersFile = all.find((f) => f.name === "owner.csv");
    expect((await download(colleague.token, `user/files/${ownersFile.id}/download`)).status).toBe(404);
    expect((await api(`user/files/${ownersFile.id}`, { token: colleague.token, method: "DELETE" })).status).toBe(404);

    const stranger = await sender(0);
    expect((await download(stranger.token, `user/files/${mine[0].id}/download`)).status).toBe(404);
    expect((await api(`user/files/${mine[0].id}`, { token: stranger.token, method: "DELETE" })).status).toBe(404);

    // The owner deletes a colleague's upload; the colleague deletes their own.
    expect((await api(`user/files/${ownersFile.id}`, { token: owner.token, method: "DELETE" })).status).toBe(200);
    expect((await api(`user/files/${mine[0].id}`, { token: colleague.token, method: "DELETE" })).status).toBe(200);
    expect(await uploads(owner.token)).toEqual([]);
  });
});

describe("the chunked import's original file (PUT phonebooks/imports/{import_id}/file)", () => {
  it("keeps the announced file once the import is committed, and only once", async () => {
    const { token } = await sender(0);
    const book = await createPhonebook(token, "بخش‌به‌بخش");
    const numbers = localMobiles(2);
    const text = csv([["mobile"], ...numbers.map((n) => [n])]);
    const size = Buffer.byteLength(text);
    const importId = await chunkedImport(token, book, numbers, { name: "بخشی.csv", size });
    expect(await phonebookCount(token, book)).toBe(2);
    // Announced, not yet sent: nothing listed, nothing counted.
    expect(await uploads(token)).toEqual([]);
    expect((await data(api("user/files/categories", { token }))).categories).toContainEqual(
      expect.objectContaining({ key: "uploads", count: 0 }),
    );

    const kept = await putFile(token, importId, text);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: "بخشی.csv", size });
    const [file] = await uploads(token);
    expect(file).toMatchObject({ id: kept.body.data.id, source: "contacts_import", name: "بخشی.csv", size });
    expect(Buffer.from((await download(token, `user/files/${file.id}/download`)).bytes).toString()).toBe(text);

    const again = await putFile(token, importId, text);
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe("فایل این ورود پیش‌تر نگه داشته شده است");
    expect(await uploads(token)).toHaveLength(1);
  });

  it("refuses a file before the commit, of another size than announced, never announced, or of another account's import", async () => {
    const { token } = await sender(0);
    const book = await createPhonebook(token, "بخش‌به‌بخش");
    const text = csv([["mobile"], ...localMobiles(2).map((n) => [n])]);
    const size = Buffer.byteLength(text);

    const open = await chunkedImport(token, book, localMobiles(2), { name: "a.csv", size }, false);
    const early = await putFile(token, open, text);
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe("فایل ورود پس از ثبت آن فرستاده می‌شود");

    const committed = await chunkedImport(token, book, localMobiles(2), { name: "b.csv", size });
    const bigger = await putFile(token, committed, `${text}0912`);
    expect(bigger.status).toBe(422);
    expect(bigger.body.meta.errors.file).toEqual(["حجم فایل با حجم اعلام‌شده در آغاز ورود یکی نیست"]);

    const stranger = await sender(0);
    const foreign = await putFile(stranger.token, committed, text);
    expect(foreign.status).toBe(404);

    const undeclared = await chunkedImport(token, book, localMobiles(2), undefined);
    expect((await putFile(token, undeclared, text)).status).toBe(409);

    expect(await uploads(token)).toEqual([]);
    expect(await uploads(stranger.token)).toEqual([]);
    // The right file still goes once the mistakes are refused.
    expect((await putFile(token, committed, text)).status).toBe(200);
    expect((await uploads(token)).map((f) => f.name)).toEqual(["b.csv"]);
  });

  it("refuses an announced file over 60 MB when the import opens", async () => {
    const { token } = await sender(0);
    const book = await createPhonebook(token, "بزرگ");
    const answer = await api(`phonebooks/${book}/imports`, {
      token,
      body: { records: 1, chunks: 1, file: { name: "huge.csv", size: 60 * 1024 * 1024 + 1 } },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.meta.errors)).toEqual(["file.size"]);
  });
});
