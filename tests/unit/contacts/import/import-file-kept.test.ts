// Node's File: a body fetch streams as it is (jsdom's own File is not one Node's fetch can send).
import { File as NodeFile } from "node:buffer";
import { phonebookImportApi, setImportFile } from "@/lib/api/phonebook-import";
import type { ImportFingerprint } from "@/lib/contacts/import/saved-import";
import { uploadImport, type ImportUploadJob, type UploadSettings } from "@/lib/contacts/import/upload-import";
import { commits, fakeImportUpstream } from "./support/fake-import-upstream";

const PHONEBOOK = 12;
const TEXT = "mobile\n09121234567\n09351234567\n";

interface FilePut {
  path: string;
  contentType: string | null;
  text: string;
}

/**
 * The fake import upstream, with the import's file route in front of it: each `PUT …/file` is
 * recorded with its raw body and answered `status` (200 keeps it).
 */
function upstreamWithFileRoute(status = 200) {
  const upstream = fakeImportUpstream();
  const imports = globalThis.fetch;
  const puts: FilePut[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== "PUT" || !path.endsWith("/file")) return imports(request);
    puts.push({ path, contentType: request.headers.get("content-type"), text: await request.text() });
    const body =
      status === 200
        ? { data: { id: 41, name: "contacts.csv", size: TEXT.length }, meta: { status: true, message: null } }
        : { data: null, meta: { status: false, message: "فایل این ورود پیش‌تر نگه داشته شده است" } };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { upstream, puts };
}

function job(file: File): ImportUploadJob {
  const fingerprint: ImportFingerprint = {
    phonebookId: PHONEBOOK,
    file: { name: file.name, size: file.size, lastModified: file.lastModified },
    mapping: "[]",
    records: 2,
    chunks: 1,
  };
  return { fingerprint, chunkAt: () => [{ number: "+989121234567" }, { number: "+989351234567" }] };
}

const settings = (): UploadSettings => ({
  calls: phonebookImportApi,
  store: null,
  sleep: () => Promise.resolve(),
  newImportId: () => "import-0001",
});

const opened = (upstream: ReturnType<typeof fakeImportUpstream>) =>
  upstream.calls.find((c) => c.method === "POST" && c.path.endsWith("/imports"))!.body;

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  setImportFile(PHONEBOOK, null);
});

describe("a chunked import keeps its original file in file management", () => {
  it("announces the file when the import opens and sends its bytes once the import is committed", async () => {
    const { upstream, puts } = upstreamWithFileRoute();
    restore = upstream.restore;
    const file = new NodeFile([TEXT], "contacts.csv", { type: "text/csv" }) as unknown as File;
    setImportFile(PHONEBOOK, file);

    const outcome = await uploadImport(job(file), settings());
    expect(outcome).toEqual({ status: "done", result: { added: 2, existences: 0, errors: 0 } });
    expect(opened(upstream)).toEqual({
      import_id: "import-0001",
      records: 2,
      chunks: 1,
      file: { name: "contacts.csv", size: TEXT.length },
    });
    expect(puts).toEqual([
      { path: "/api/v1/api/phonebooks/imports/import-0001/file", contentType: "application/octet-stream", text: TEXT },
    ]);
    // After the commit: the file went, so a commit answered again sends nothing more.
    await phonebookImportApi.commit("import-0001");
    expect(commits(upstream.calls)).toHaveLength(2);
    expect(puts).toHaveLength(1);
  });

  it("is done with the import even when its file is refused", async () => {
    const { upstream, puts } = upstreamWithFileRoute(409);
    restore = upstream.restore;
    const file = new NodeFile([TEXT], "contacts.csv") as unknown as File;
    setImportFile(PHONEBOOK, file);
    expect(await uploadImport(job(file), settings())).toMatchObject({ status: "done" });
    expect(puts).toHaveLength(1);
  });

  it("announces and sends nothing when no file was named (or the dialog let it go)", async () => {
    const { upstream, puts } = upstreamWithFileRoute();
    restore = upstream.restore;
    const file = new NodeFile([TEXT], "contacts.csv") as unknown as File;
    setImportFile(PHONEBOOK, file);
    setImportFile(PHONEBOOK, null);
    expect(await uploadImport(job(file), settings())).toMatchObject({ status: "done" });
    expect(opened(upstream)).toEqual({ import_id: "import-0001", records: 2, chunks: 1 });
    expect(puts).toEqual([]);
  });

  it("sends the file of an import resumed after a reload (read, not opened again)", async () => {
    const { upstream, puts } = upstreamWithFileRoute();
    restore = upstream.restore;
    const file = new NodeFile([TEXT], "contacts.csv") as unknown as File;
    // The page before the reload opened the import and announced its file.
    setImportFile(PHONEBOOK, file);
    await phonebookImportApi.open(PHONEBOOK, { import_id: "import-0001", records: 2, chunks: 1 });
    setImportFile(PHONEBOOK, null);
    const store = new Map<string, string>();
    const saved = { ...job(file).fingerprint, importId: "import-0001" };
    store.set(`phonebook-import:${PHONEBOOK}`, JSON.stringify(saved));

    setImportFile(PHONEBOOK, file);
    const outcome = await uploadImport(job(file), {
      ...settings(),
      store: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    });
    expect(outcome).toMatchObject({ status: "done" });
    expect(upstream.calls.filter((c) => c.method === "POST" && c.path.endsWith("/imports"))).toHaveLength(1);
    expect(puts.map((p) => p.text)).toEqual([TEXT]);
  });
});
