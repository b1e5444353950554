import type { ImportRow } from "@/lib/contract/phonebook-import";
import type { PhonebookOption } from "@/lib/contract/phonebooks";

interface StoredImport {
  id: string;
  phonebookId: number;
  records: number;
  chunks: number;
  status: "open" | "committed";
  received: Map<number, ImportRow[]>;
  added: number | null;
  existences: number | null;
}

export interface UpstreamCall {
  method: string;
  path: string;
  body: unknown;
}

const ok = (data: unknown) => ({
  data,
  meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" },
});
const fail = (status: number, message: string, errors: Record<string, string[]> = {}) => ({
  data: null,
  meta: { status: false, message, message_parameters: [], message_code: `${status}-1`, errors },
});

/**
 * The upstream's chunked import as the BFF answers it, kept in memory: an import opened again
 * with its id answers the same import, a chunk sent again is not staged twice, a commit adds each
 * number once (skipping numbers the phonebook has) and a second commit answers the first counts.
 * `dropConnection(match, times)` makes matching requests fail without reaching it; `loseAnswer`
 * lets them do their work and loses the answer on the way back.
 */
export function fakeImportUpstream({
  features = [] as PhonebookOption[],
  phonebookNumbers = [] as string[],
  latencyMs = 0,
  /** Answer a second commit with 409 instead of the first commit's counts. */
  refuseSecondCommit = false,
  /** A chunk index the upstream refuses (422). */
  refusedChunk = -1,
} = {}) {
  const imports = new Map<string, StoredImport>();
  const phonebook = new Set(phonebookNumbers);
  const calls: UpstreamCall[] = [];
  const drops: Array<{ match: (call: UpstreamCall) => boolean; times: number; after: boolean }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const original = globalThis.fetch;

  const stateOf = (item: StoredImport) => ({
    import_id: item.id,
    phonebook_id: item.phonebookId,
    status: item.status,
    records: item.records,
    chunks: item.chunks,
    received_chunks: [...item.received.keys()].sort((a, b) => a - b),
    staged: [...item.received.values()].reduce((n, rows) => n + rows.length, 0),
    errors: 0,
    added: item.added,
    existences: item.existences,
  });

  function answer(call: UpstreamCall): { status: number; body: unknown } {
    const { method, path, body } = call;
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === "/api/v1/api/phonebooks/options/list-new") {
      return {
        status: 200,
        body: {
          data: features,
          meta: {
            status: true,
            message: null,
            current_page: 1,
            per_page: 1000,
            total: features.length,
            last_page: 1,
            from: 1,
            to: features.length,
          },
        },
      };
    }
    if (method === "POST" && (m = path.match(/^\/api\/v1\/api\/phonebooks\/(\d+)\/imports$/))) {
      const request = body as { import_id: string; records: number; chunks: number };
      let item = imports.get(request.import_id);
      if (!item) {
        item = {
          id: request.import_id,
          phonebookId: Number(m[1]),
          records: request.records,
          chunks: request.chunks,
          status: "open",
          received: new Map(),
          added: null,
          existences: null,
        };
        imports.set(item.id, item);
      }
      return { status: 200, body: ok(stateOf(item)) };
    }
    if ((m = path.match(/^\/api\/v1\/api\/phonebooks\/imports\/([^/]+)(\/.*)?$/))) {
      const item = imports.get(m[1]!);
      if (!item) return { status: 404, body: fail(404, "ورود مخاطبان یافت نشد") };
      const rest = m[2] ?? "";
      const committed = () => ({
        status: 409,
        body: fail(409, "این ورود پیش‌تر ثبت شده است", { import_id: ["این ورود پیش‌تر ثبت شده است"] }),
      });
      if (method === "GET" && rest === "") return { status: 200, body: ok(stateOf(item)) };
      if (method === "PUT" && (m = rest.match(/^\/chunks\/(\d+)$/))) {
        if (item.status !== "open") return committed();
        const index = Number(m[1]);
        if (index === refusedChunk)
          return {
            status: 422,
            body: fail(422, "اطلاعات ارسال شده معتبر نیست", {
              contacts: ["تعداد رکوردهای رسیده بیش از تعداد اعلام‌شده است"],
            }),
          };
        if (!item.received.has(index)) item.received.set(index, (body as { contacts: ImportRow[] }).contacts);
        return { status: 200, body: ok(stateOf(item)) };
      }
      if (method === "POST" && rest === "/commit") {
        if (item.status === "committed")
          return refuseSecondCommit
            ? committed()
            : { status: 200, body: ok({ added: item.added, existences: item.existences, errors: 0 }) };
        const rows = [...item.received.entries()].sort(([a], [b]) => a - b).flatMap(([, list]) => list);
        let added = 0;
        for (const row of rows) {
          const number = String(row.number);
          if (phonebook.has(number)) continue;
          phonebook.add(number);
          added++;
        }
        item.status = "committed";
        item.added = added;
        item.existences = rows.length - added;
        return { status: 200, body: ok({ added, existences: item.existences, errors: 0 }) };
      }
    }
    return { status: 404, body: fail(404, "مسیر درخواست معتبر نیست.") };
  }

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: UpstreamCall = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const drop = drops.find((d) => d.times > 0 && d.match(call));
    if (drop) drop.times--;
    if (drop && !drop.after) throw new TypeError("Failed to fetch");
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    inFlight--;
    if (request.signal.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    const reply = answer(call);
    if (drop) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;

  return {
    calls,
    imports,
    /** The numbers the phonebook holds. */
    phonebook,
    dropConnection(match: (call: UpstreamCall) => boolean, times = Infinity) {
      drops.push({ match, times, after: false });
    },
    loseAnswer(match: (call: UpstreamCall) => boolean, times = Infinity) {
      drops.push({ match, times, after: true });
    },
    /** The most requests the upstream was answering at once. */
    get maxInFlight() {
      return maxInFlight;
    },
    /** The connection is back. */
    reconnect() {
      drops.length = 0;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

export const isChunk = (index?: number) => (call: UpstreamCall) =>
  call.method === "PUT" &&
  (index === undefined ? /\/chunks\/\d+$/.test(call.path) : call.path.endsWith(`/chunks/${index}`));
export const chunkIndexes = (calls: UpstreamCall[]) =>
  calls.filter(isChunk()).map((c) => Number(c.path.split("/").pop()));
export const commits = (calls: UpstreamCall[]) =>
  calls.filter((c) => c.method === "POST" && c.path.endsWith("/commit"));
