import { phonebookImportApi } from "@/lib/api/phonebook-import";
import { IMPORT_UPLOAD_MESSAGES } from "@/lib/contacts/import/messages";
import type { ImportFingerprint } from "@/lib/contacts/import/saved-import";
import {
  uploadImport,
  type ImportUploadJob,
  type UploadProgress,
  type UploadSettings,
} from "@/lib/contacts/import/upload-import";
import { chunkIndexes, commits, fakeImportUpstream, isChunk } from "./support/fake-import-upstream";

const PHONEBOOK = 12;
const STORAGE_KEY = `phonebook-import:${PHONEBOOK}`;
const number = (i: number) => `+98912${String(i).padStart(7, "0")}`;

/** 50 contacts in 5 chunks of 10, built afresh each time as a reloaded page would. */
function job(total = 50, perChunk = 10): ImportUploadJob {
  const fingerprint: ImportFingerprint = {
    phonebookId: PHONEBOOK,
    file: { name: "contacts.csv", size: 2048, lastModified: 1_700_000_000_000 },
    mapping: '[["1","name"]]',
    records: total,
    chunks: Math.ceil(total / perChunk),
  };
  return {
    fingerprint,
    chunkAt: (c) =>
      Array.from({ length: Math.min(perChunk, total - c * perChunk) }, (_, k) => ({
        row: c * perChunk + k + 2,
        number: number(c * perChunk + k),
        name: `مخاطب ${c * perChunk + k}`,
      })),
  };
}

let upstream: ReturnType<typeof fakeImportUpstream>;
let waits: number[];

function settings(extra: Partial<UploadSettings> = {}): UploadSettings {
  return {
    calls: phonebookImportApi,
    store: window.sessionStorage,
    sleep: async (ms) => void waits.push(ms),
    ...extra,
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  waits = [];
});
afterEach(() => upstream.restore());

describe("uploading an import in chunks", () => {
  it("sends every chunk, at most two at a time, reports progress and commits once", async () => {
    upstream = fakeImportUpstream({ latencyMs: 5, phonebookNumbers: [number(3)] });
    const progress: UploadProgress[] = [];
    const outcome = await uploadImport(job(), settings({ onProgress: (p) => progress.push(p) }));

    expect(outcome).toEqual({ status: "done", result: { added: 49, existences: 1, errors: 0 } });
    expect(chunkIndexes(upstream.calls).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(upstream.maxInFlight).toBe(2);
    expect(commits(upstream.calls)).toHaveLength(1);
    expect(progress.map((p) => `${p.stage} ${p.sent}/${p.total}`)).toEqual([
      "opening 0/5",
      "sending 0/5",
      "sending 1/5",
      "sending 2/5",
      "sending 3/5",
      "sending 4/5",
      "sending 5/5",
      "committing 5/5",
    ]);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("tries a chunk that got no answer again, waiting longer each time", async () => {
    upstream = fakeImportUpstream();
    upstream.dropConnection(isChunk(1), 2);
    const outcome = await uploadImport(job(), settings());

    expect(outcome.status).toBe("done");
    expect(chunkIndexes(upstream.calls).filter((i) => i === 1)).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(upstream.phonebook.size).toBe(50);
  });

  it("pauses when the connection stays down; going on sends only the missing chunks and commits once", async () => {
    upstream = fakeImportUpstream();
    upstream.dropConnection(isChunk(3));
    const first = await uploadImport(job(), settings());

    expect(first).toEqual({ status: "paused", message: IMPORT_UPLOAD_MESSAGES.networkPaused });
    expect(chunkIndexes(upstream.calls).filter((i) => i === 3)).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(commits(upstream.calls)).toHaveLength(0);
    const [stored] = [...upstream.imports.values()];
    const arrived = [...stored!.received.keys()];
    expect(arrived).not.toContain(3);

    upstream.reconnect();
    const before = upstream.calls.length;
    const second = await uploadImport(job(), settings());
    const resumed = upstream.calls.slice(before);

    expect(second).toEqual({ status: "done", result: { added: 50, existences: 0, errors: 0 } });
    expect(resumed[0]).toMatchObject({ method: "GET", path: `/api/v1/api/phonebooks/imports/${stored!.id}` });
    expect(chunkIndexes(resumed).sort()).toEqual([0, 1, 2, 3, 4].filter((i) => !arrived.includes(i)));
    expect(commits(upstream.calls)).toHaveLength(1);
    expect(upstream.phonebook.size).toBe(50);
  });

  it("after a reload, goes on with the import kept in session storage", async () => {
    upstream = fakeImportUpstream();
    upstream.dropConnection((call) => isChunk()(call) && Number(call.path.split("/").pop()) >= 2);
    expect((await uploadImport(job(), settings({ concurrency: 1 }))).status).toBe("paused");

    const opened = upstream.calls.find((c) => c.method === "POST" && c.path.endsWith("/imports"))!;
    const importId = (opened.body as { import_id: string }).import_id;
    expect(importId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!)).toMatchObject({
      importId,
      phonebookId: PHONEBOOK,
      records: 50,
      chunks: 5,
    });

    // The page is reloaded: nothing is left in memory but the tab's session storage.
    upstream.reconnect();
    const before = upstream.calls.length;
    const outcome = await uploadImport(job(), {
      calls: phonebookImportApi,
      store: window.sessionStorage,
      sleep: async () => {},
    });
    const resumed = upstream.calls.slice(before);

    expect(outcome).toEqual({ status: "done", result: { added: 50, existences: 0, errors: 0 } });
    expect(resumed.filter((c) => c.path.endsWith("/imports"))).toHaveLength(0);
    expect(resumed[0]).toMatchObject({ method: "GET", path: `/api/v1/api/phonebooks/imports/${importId}` });
    expect(chunkIndexes(resumed).sort()).toEqual([2, 3, 4]);
    expect(commits(upstream.calls)).toHaveLength(1);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("starts another import when the file or the mapping changed", async () => {
    upstream = fakeImportUpstream();
    upstream.dropConnection(isChunk(4));
    await uploadImport(job(), settings());
    upstream.reconnect();

    const changed = job();
    changed.fingerprint.mapping = '[["1","skip"]]';
    await uploadImport(changed, settings());
    const opens = upstream.calls
      .filter((c) => c.path.endsWith("/imports"))
      .map((c) => (c.body as { import_id: string }).import_id);
    expect(new Set(opens).size).toBe(2);
  });

  it("never commits twice when a commit's answer was lost", async () => {
    upstream = fakeImportUpstream({ phonebookNumbers: [number(0)] });
    upstream.loseAnswer((call) => call.path.endsWith("/commit"));
    expect((await uploadImport(job(), settings())).status).toBe("paused");

    upstream.reconnect();
    const before = upstream.calls.length;
    const outcome = await uploadImport(job(), settings());

    expect(outcome).toEqual({ status: "done", result: { added: 49, existences: 1, errors: 0 } });
    expect(commits(upstream.calls.slice(before))).toHaveLength(0);
    expect(upstream.phonebook.size).toBe(50);
  });

  it("takes the upstream's refusal of a second commit as done, with the first commit's counts", async () => {
    upstream = fakeImportUpstream({ refuseSecondCommit: true });
    upstream.loseAnswer((call) => call.path.endsWith("/commit"), 1);
    const outcome = await uploadImport(job(), settings());

    expect(outcome).toEqual({ status: "done", result: { added: 50, existences: 0, errors: 0 } });
    expect(commits(upstream.calls)).toHaveLength(2);
    expect(upstream.phonebook.size).toBe(50);
  });

  it("stops at once on a chunk the upstream refuses, with its message", async () => {
    upstream = fakeImportUpstream({ refusedChunk: 2 });
    const outcome = await uploadImport(job(), settings());

    expect(outcome).toEqual({ status: "failed", message: "تعداد رکوردهای رسیده بیش از تعداد اعلام‌شده است" });
    expect(chunkIndexes(upstream.calls).filter((i) => i === 2)).toHaveLength(1);
    expect(commits(upstream.calls)).toHaveLength(0);
  });

  it("is cancelled without committing anything", async () => {
    upstream = fakeImportUpstream({ latencyMs: 5 });
    const controller = new AbortController();
    const outcome = await uploadImport(
      job(),
      settings({ signal: controller.signal, onProgress: (p) => (p.sent === 1 ? controller.abort() : undefined) }),
    );

    expect(outcome).toEqual({ status: "cancelled" });
    expect(commits(upstream.calls)).toHaveLength(0);
    expect(upstream.phonebook.size).toBe(0);
  });
});
