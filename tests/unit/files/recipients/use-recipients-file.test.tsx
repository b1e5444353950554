import { act, renderHook } from "@testing-library/react";
import type { RecipientsWorker } from "@/lib/files/recipients/parse-recipients-file";
import type { RecipientsOutcome } from "@/lib/files/recipients/types";
import { useRecipientsFile } from "@/lib/files/recipients/use-recipients-file";
import type { RecipientsWorkerReply, RecipientsWorkerRequest } from "@/lib/files/recipients/worker-protocol";

/** A worker the test answers by hand. */
class ScriptedWorker implements RecipientsWorker {
  request: RecipientsWorkerRequest | null = null;
  terminated = false;
  private onMessage: ((event: { data: RecipientsWorkerReply }) => void) | null = null;

  addEventListener(type: string, listener: unknown): void {
    if (type === "message") this.onMessage = listener as typeof this.onMessage;
  }
  postMessage(request: RecipientsWorkerRequest): void {
    this.request = request;
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: RecipientsWorkerReply): void {
    if (!this.terminated) this.onMessage?.({ data });
  }
}

const file = Object.assign(new Blob(["09120000001"]), { name: "n.txt" });

const ready = { status: "ready", numbers: new Uint32Array([120000001]) } as unknown as RecipientsOutcome;
const choice = { status: "choose_column", needs: ["mobileColumn"], columns: [] } as unknown as RecipientsOutcome;
const refused: RecipientsOutcome = { status: "error", code: "empty_file", message: "فایل خالی است." };

function setup() {
  const workers: ScriptedWorker[] = [];
  const create = () => {
    const worker = new ScriptedWorker();
    workers.push(worker);
    return worker;
  };
  const hook = renderHook(() => useRecipientsFile(create));
  return { workers, hook };
}

describe("useRecipientsFile", () => {
  it("goes from idle to parsing with progress, then ready with the result", async () => {
    const { workers, hook } = setup();
    expect(hook.result.current.status).toBe("idle");

    let reading!: Promise<unknown>;
    act(() => {
      reading = hook.result.current.read(file, { mode: "keyword" });
    });
    expect(hook.result.current).toMatchObject({ status: "parsing", progress: 0, fileName: "n.txt" });
    expect(workers[0]!.request).toMatchObject({ source: file, name: "n.txt", options: { mode: "keyword" } });

    act(() => workers[0]!.reply({ type: "progress", percent: 42 }));
    expect(hook.result.current.progress).toBe(42);

    await act(async () => {
      workers[0]!.reply({ type: "outcome", outcome: ready });
      await reading;
    });
    expect(hook.result.current).toMatchObject({ status: "ready", progress: 100, result: ready, error: null });
    expect(workers[0]!.terminated).toBe(true);
  });

  it("shows a refusal as an error with its message", async () => {
    const { workers, hook } = setup();
    await act(async () => {
      const reading = hook.result.current.read(file);
      workers[0]!.reply({ type: "outcome", outcome: refused });
      await reading;
    });
    expect(hook.result.current).toMatchObject({ status: "error", error: { message: "فایل خالی است." } });
  });

  it("asks for the column, then reads the same file again with the user's choice", async () => {
    const { workers, hook } = setup();
    await act(async () => {
      const reading = hook.result.current.read(file, { mode: "numbers" });
      workers[0]!.reply({ type: "outcome", outcome: choice });
      await reading;
    });
    expect(hook.result.current.status).toBe("choose_column");
    expect(hook.result.current.choice).toBe(choice);

    await act(async () => {
      const reading = hook.result.current.chooseColumns({ mobileColumn: 2 });
      workers[1]!.reply({ type: "outcome", outcome: ready });
      await reading;
    });
    expect(workers[1]!.request).toMatchObject({ source: file, options: { mode: "numbers", mobileColumn: 2 } });
    expect(hook.result.current.status).toBe("ready");
  });

  it("cancel stops the worker and returns to idle; late replies change nothing", async () => {
    const { workers, hook } = setup();
    let reading!: Promise<unknown>;
    act(() => {
      reading = hook.result.current.read(file);
    });
    act(() => hook.result.current.cancel());
    await act(async () => {
      await reading;
    });
    expect(workers[0]!.terminated).toBe(true);
    expect(hook.result.current.status).toBe("idle");
  });

  it("a new file cancels the one being read", async () => {
    const { workers, hook } = setup();
    let first!: Promise<unknown>;
    act(() => {
      first = hook.result.current.read(file);
    });
    await act(async () => {
      const second = hook.result.current.read(Object.assign(new Blob(["x"]), { name: "second.csv" }));
      workers[1]!.reply({ type: "outcome", outcome: refused });
      await Promise.all([first, second]);
    });
    expect(workers[0]!.terminated).toBe(true);
    expect(hook.result.current).toMatchObject({ status: "error", fileName: "second.csv" });
  });

  it("stops the worker when the screen goes away", () => {
    const { workers, hook } = setup();
    act(() => {
      void hook.result.current.read(file);
    });
    hook.unmount();
    expect(workers[0]!.terminated).toBe(true);
  });
});
