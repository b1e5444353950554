import {
  IMPORT_MESSAGES,
  type ImportResult,
  type ImportRow,
  type PhonebookImport,
  type StartImportRequest,
} from "@/lib/contract/phonebook-import";
import { ApiError, NetworkError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { IMPORT_UPLOAD_MESSAGES } from "./messages";
import {
  forgetImport,
  readSavedImport,
  sameUpload,
  saveImport,
  type ImportFingerprint,
  type ImportStore,
} from "./saved-import";

/** The upstream's import calls (lib/api/phonebook-import.ts), passed in so a caller can stand in for them. */
export interface ImportCalls {
  open(phonebookId: number, request: StartImportRequest, signal?: AbortSignal): Promise<PhonebookImport>;
  putChunk(importId: string, index: number, contacts: ImportRow[], signal?: AbortSignal): Promise<PhonebookImport>;
  read(importId: string, signal?: AbortSignal): Promise<PhonebookImport>;
  commit(importId: string, signal?: AbortSignal): Promise<ImportResult>;
}

/** One upload: what identifies it, and each chunk's rows (built when the chunk is sent). */
export interface ImportUploadJob {
  fingerprint: ImportFingerprint;
  chunkAt(index: number): ImportRow[];
}

export type UploadStage = "opening" | "sending" | "committing";

export interface UploadProgress {
  stage: UploadStage;
  /** Chunks the upstream has. */
  sent: number;
  total: number;
}

export type UploadOutcome =
  | { status: "done"; result: ImportResult }
  /** No answer, even after retrying: the upload can go on from where it stopped. */
  | { status: "paused"; message: string }
  | { status: "failed"; message: string }
  | { status: "cancelled" };

export interface UploadSettings {
  calls: ImportCalls;
  /** Where the import's id is kept so a reload can go on with it (the tab's session storage). */
  store: ImportStore | null;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Tries after the first for one call that got no answer or a server error. */
  retries?: number;
  /** Chunks in flight at once. */
  concurrency?: number;
  /** Wait before the first retry; doubled for each next one. */
  backoffMs?: number;
  newImportId?: () => string;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** 32 hex digits from the browser's random source (also where `crypto.randomUUID` is not offered). */
function randomImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Worth trying again: no answer, or the server (or the way to it) failed. */
const isTransient = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429));

/** The upstream refuses a chunk (or a commit) of an import already committed. */
const isAlreadyCommitted = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message === IMPORT_MESSAGES.importCommitted ||
    (error.fieldErrors.import_id ?? []).includes(IMPORT_MESSAGES.importCommitted));

const resultOf = (state: PhonebookImport): ImportResult => ({
  added: state.added ?? 0,
  existences: state.existences ?? 0,
  errors: state.errors,
});

/** Runs `task` over `items`, `lanes` at a time; after a failure no new item starts, and the first failure is thrown once the others settle. */
async function inLanes<T>(items: readonly T[], lanes: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  let failure: unknown;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        if (!failed) failure = error;
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failed) throw failure;
}

/**
 * Uploads an import in chunks and commits it. The import's id is chosen here and kept in `store`
 * with what identifies the upload, so running the same upload again (after a lost connection or a
 * reload) asks the upstream which chunks it has, sends only the others, then commits. A call that
 * gets no answer is retried with a growing wait; when it still gets none the upload pauses. An
 * import the upstream already committed counts as done with its first counts: nothing is
 * committed twice.
 */
export async function uploadImport(job: ImportUploadJob, settings: UploadSettings): Promise<UploadOutcome> {
  const {
    calls,
    store,
    signal,
    onProgress,
    retries = 3,
    concurrency = 2,
    backoffMs = 1000,
    newImportId = randomImportId,
    sleep = sleepFor,
  } = settings;
  const { fingerprint } = job;
  const { phonebookId, records, chunks: total } = fingerprint;

  const attempt = async <T>(call: () => Promise<T>): Promise<T> => {
    for (let tries = 0; ; tries++) {
      signal?.throwIfAborted();
      try {
        return await call();
      } catch (error) {
        if (signal?.aborted || !isTransient(error) || tries >= retries) throw error;
        await sleep(backoffMs * 2 ** tries, signal);
      }
    }
  };
  const done = (result: ImportResult): UploadOutcome => {
    forgetImport(store, phonebookId);
    return { status: "done", result };
  };

  try {
    onProgress?.({ stage: "opening", sent: 0, total });
    const saved = readSavedImport(store, phonebookId);
    let importId = saved && sameUpload(saved, fingerprint) ? saved.importId : null;
    let state: PhonebookImport | null = null;
    if (importId) {
      const id = importId;
      state = await attempt(() => calls.read(id, signal)).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      // Opened for other rows than these: start afresh rather than mix them.
      if (state && state.status === "open" && (state.records !== records || state.chunks !== total))
        importId = state = null;
    }
    if (!state) {
      const id = (importId ??= newImportId());
      saveImport(store, { ...fingerprint, importId: id });
      state = await attempt(() => calls.open(phonebookId, { import_id: id, records, chunks: total }, signal));
    }
    const id = importId!;
    if (state.status === "committed") return done(resultOf(state));

    const received = new Set(state.received_chunks);
    onProgress?.({ stage: "sending", sent: received.size, total });
    const missing = Array.from({ length: total }, (_, i) => i).filter((i) => !received.has(i));
    try {
      await inLanes(missing, concurrency, async (index) => {
        await attempt(() => calls.putChunk(id, index, job.chunkAt(index), signal));
        received.add(index);
        onProgress?.({ stage: "sending", sent: received.size, total });
      });
    } catch (error) {
      if (!isAlreadyCommitted(error)) throw error;
      return done(resultOf(await attempt(() => calls.read(id, signal))));
    }

    onProgress?.({ stage: "committing", sent: total, total });
    try {
      return done(await attempt(() => calls.commit(id, signal)));
    } catch (error) {
      if (!isAlreadyCommitted(error)) throw error;
      return done(resultOf(await attempt(() => calls.read(id, signal))));
    }
  } catch (error) {
    if (signal?.aborted) return { status: "cancelled" };
    if (isTransient(error)) return { status: "paused", message: IMPORT_UPLOAD_MESSAGES.networkPaused };
    return { status: "failed", message: toErrorMessage(error) };
  }
}
