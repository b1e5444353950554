import { api, call } from "./support/client";
import { data, download, phonebookOwner } from "./support/phonebooks";
import { untilHolds } from "./support/until";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function plantInbox(username: string, count: number): Promise<void> {
  const answer = await call("/__dev/inbox/plant", { body: { username, count } });
  if (answer.status !== 200) throw new Error(`plant: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function settled(token: string, id: number): Promise<Loose> {
  return untilHolds(
    async () => {
      const rows: Loose[] = await data(api("user/files?category=exports&per_page=100", { token }));
      return rows.find((row) => row.id === id);
    },
    (row) => row?.state !== "writing",
    90_000,
  );
}

describe("every export past 100,000 rows is written in the background", () => {
  it("writes the inbox's 100,001 messages (asked by link or by its POST) byte for byte as the direct file", async () => {
    const { account, token } = await phonebookOwner();
    await plantInbox(account.username, 100_001);

    const queued = await api("report/messages-inbox/export?format=xlsx", { token });
    expect(queued.status).toBe(202);
    expect(queued.body.data.file).toMatchObject({
      category: "exports",
      source: "inbox",
      name: "inbox.xlsx",
      state: "writing",
      rows_total: 100_001,
    });
    const posted = await api("report/messages-inbox/export", {
      token,
      body: { format: "csv", filters: { message: "پیام" } },
    });
    expect(posted.status).toBe(202);
    expect(posted.body.data.file).toMatchObject({ source: "inbox", name: "inbox.csv", rows_total: 100_001 });

    const xlsx = await settled(token, queued.body.data.file.id);
    expect(xlsx).toMatchObject({ state: "ready", rows_done: 100_001, deletable: true });
    const directXlsx = await download(token, "report/messages-inbox/export?format=xlsx&delivery=direct");
    const gotXlsx = await download(token, `user/files/${xlsx.id}/download`);
    expect(gotXlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect(gotXlsx.bytes.length).toBe(xlsx.size);
    expect(Buffer.from(gotXlsx.bytes).equals(Buffer.from(directXlsx.bytes))).toBe(true);

    const csv = await settled(token, posted.body.data.file.id);
    expect(csv.state).toBe("ready");
    const gotCsv = Buffer.from((await download(token, `user/files/${csv.id}/download`)).bytes).toString("utf8");
    const lines = gotCsv.split("\r\n").filter(Boolean);
    // Titles, then every message, the last received first.
    expect(lines).toHaveLength(100_002);
    expect(lines[1]).toContain("989120100001");
    expect(lines[100_001]).toContain("989120000001");
  }, 240_000);

  it("answers 100,000 messages or fewer at once", async () => {
    const { account, token } = await phonebookOwner();
    await plantInbox(account.username, 3);
    const direct = await download(token, "report/messages-inbox/export?format=csv");
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-disposition")).toContain('filename="inbox.csv"');
    expect(await data(api("user/files", { token }))).toEqual([]);
  });

  it("fails a file that outgrows the quota while it is written, and keeps nothing of it", async () => {
    const { account, token } = await phonebookOwner();
    await plantInbox(account.username, 100_001);
    // Room for the first 512 KiB part, not for the whole file (about 6 MB).
    await call("/__dev/files/quota", { body: { username: account.username, quota_bytes: 600_000 } });
    const queued = await api("report/messages-inbox/export?format=csv", { token });
    expect(queued.status).toBe(202);
    const failed = await settled(token, queued.body.data.file.id);
    expect(failed).toMatchObject({ state: "failed", size: 0 });
    expect((await data(api("user/files/categories", { token }))).used_bytes).toBe(0);
    expect((await api(`user/files/${failed.id}/download`, { token })).status).toBe(409);
  }, 180_000);

  it("refuses a fourth export in the background while three of the account's are being written", async () => {
    const { account, token } = await phonebookOwner();
    await plantInbox(account.username, 100_001);
    for (let i = 0; i < 3; i++) await call("/__dev/files/writing", { body: { username: account.username } });
    const refused = await api("report/messages-inbox/export?format=csv", { token });
    expect(refused.status).toBe(429);
    expect(refused.body.meta.message).toContain("سه خروجی این حساب هم‌اکنون در حال ساخت است");
    // A small export is still answered at once.
    const small = await api("report/messages-inbox/export?format=csv&message=" + encodeURIComponent("پیام 100001"), {
      token,
    });
    expect(small.status).toBe(200);
  });
});
