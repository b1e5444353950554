/** @jest-environment node */
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { parseRecipientsFile, type RecipientsWorker } from "@/lib/files/recipients/parse-recipients-file";
import {
  answerRecipientsRequest,
  type RecipientsWorkerReply,
  type RecipientsWorkerRequest,
} from "@/lib/files/recipients/worker-protocol";
import { expectReady } from "./support/outcome";

const CSV = "mobile\n" + Array.from({ length: 5000 }, (_, i) => `0912${String(i).padStart(7, "0")}`).join("\n");

function csvFile(text = CSV, name = "list.csv"): Blob & { name: string } {
  return Object.assign(new Blob([text]), { name });
}

/**
 * A worker in this thread that runs the real worker code: messages cross through structuredClone
 * with the transfer list the worker gives, as they would between threads.
 */
class InThreadWorker implements RecipientsWorker {
  terminated = false;
  transferred: ArrayBuffer[] = [];
  private readonly listeners = new Map<string, Array<(event: never) => void>>();

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(request: RecipientsWorkerRequest): void {
    void answerRecipientsRequest(request, (reply, transfer) => {
      if (this.terminated) return;
      this.transferred.push(...(transfer as ArrayBuffer[]));
      const data = structuredClone(reply, { transfer });
      for (const listener of this.listeners.get("message") ?? [])
        (listener as (event: { data: RecipientsWorkerReply }) => void)({ data });
    });
  }

  fail(): void {
    for (const listener of this.listeners.get("error") ?? [])
      (listener as (event: { preventDefault(): void }) => void)({ preventDefault() {} });
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe("the worker's answer", () => {
  it("posts rising whole percents, then the outcome with its number arrays transferred", async () => {
    const replies: RecipientsWorkerReply[] = [];
    const transfers: Transferable[][] = [];
    await answerRecipientsRequest({ source: csvFile(), name: "list.csv", options: {} }, (reply, transfer) => {
      replies.push(reply);
      transfers.push(transfer);
    });
    const percents = replies.flatMap((r) => (r.type === "progress" ? [r.percent] : []));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const last = replies.at(-1)!;
    if (last.type !== "outcome") throw new Error("no outcome");
    const result = expectReady(last.outcome);
    expect(result.numbers).toHaveLength(5000);
    expect(transfers.at(-1)).toEqual([result.numbers.buffer, result.rows.buffer]);
  });

  it("takes the file's bytes as an ArrayBuffer too", async () => {
    const replies: RecipientsWorkerReply[] = [];
    const bytes = new TextEncoder().encode("09120000001\n");
    await answerRecipientsRequest({ source: bytes.buffer as ArrayBuffer, name: "n.txt", options: {} }, (reply) =>
      replies.push(reply),
    );
    expect(replies.at(-1)).toMatchObject({ type: "outcome", outcome: { status: "ready", rowCount: 1 } });
  });

  it("answers 'unreadable' when the file cannot be read at all", async () => {
    const broken = Object.assign(new Blob([]), {
      name: "x.csv",
      arrayBuffer: () => Promise.reject(new Error("NotReadableError")),
    });
    const replies: RecipientsWorkerReply[] = [];
    await answerRecipientsRequest({ source: broken, name: "x.csv", options: {} }, (reply) => replies.push(reply));
    expect(replies).toEqual([
      {
        type: "outcome",
        outcome: { status: "error", code: "unreadable", message: RECIPIENTS_FILE_MESSAGES.unreadable },
      },
    ]);
  });
});

describe("parseRecipientsFile", () => {
  it("resolves with the worker's outcome, reports progress and ends the worker", async () => {
    const worker = new InThreadWorker();
    const progress: number[] = [];
    const outcome = await parseRecipientsFile(
      csvFile(),
      { mode: "numbers" },
      (p) => progress.push(p),
      undefined,
      () => worker,
    );
    const result = expectReady(outcome);
    expect(result.numbers).toHaveLength(5000);
    expect(result.numbers.buffer).not.toBe(worker.transferred[0]);
    expect(worker.transferred[0]!.byteLength).toBe(0); // moved, not copied
    expect(progress.at(-1)).toBe(100);
    expect(worker.terminated).toBe(true);
  });

  it("passes the options on (a chosen column)", async () => {
    const file = csvFile("a,b\n09120000001,09350000001\n");
    expect((await parseRecipientsFile(file, {}, undefined, undefined, () => new InThreadWorker())).status).toBe(
      "choose_column",
    );
    const chosen = expectReady(
      await parseRecipientsFile(file, { mobileColumn: 1 }, undefined, undefined, () => new InThreadWorker()),
    );
    expect(chosen.mobileColumn).toBe(1);
  });

  it("cancels: the worker is ended at once and the promise rejects with an AbortError", async () => {
    const worker = new InThreadWorker();
    const controller = new AbortController();
    const reading = parseRecipientsFile(csvFile(), {}, undefined, controller.signal, () => worker);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
    expect(worker.terminated).toBe(true);
  });

  it("does not start a worker for an already cancelled signal", async () => {
    const create = jest.fn(() => new InThreadWorker());
    await expect(parseRecipientsFile(csvFile(), {}, undefined, AbortSignal.abort(), create)).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(create).not.toHaveBeenCalled();
  });

  it("answers 'unreadable' when the worker dies", async () => {
    const worker = new InThreadWorker();
    worker.postMessage = () => worker.fail();
    const outcome = await parseRecipientsFile(csvFile(), {}, undefined, undefined, () => worker);
    expect(outcome).toEqual({ status: "error", code: "unreadable", message: RECIPIENTS_FILE_MESSAGES.unreadable });
    expect(worker.terminated).toBe(true);
  });
});
