import type { RecipientsWorker } from "@/lib/files/recipients/parse-recipients-file";
import {
  answerRecipientsRequest,
  type RecipientsWorkerReply,
  type RecipientsWorkerRequest,
} from "@/lib/files/recipients/worker-protocol";

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The recipients worker's own code, run on this thread (jsdom has no module workers). */
export class InThreadWorker implements RecipientsWorker {
  private terminated = false;
  private readonly listeners: Array<(event: { data: RecipientsWorkerReply }) => void> = [];

  addEventListener(type: string, listener: unknown): void {
    if (type === "message") this.listeners.push(listener as (event: { data: RecipientsWorkerReply }) => void);
  }

  postMessage(request: RecipientsWorkerRequest): void {
    void (async () => {
      const source = request.source instanceof ArrayBuffer ? request.source : await bytesOf(request.source);
      await answerRecipientsRequest({ ...request, source }, (reply) => {
        if (!this.terminated) for (const listener of this.listeners) listener({ data: reply });
      });
    })();
  }

  terminate(): void {
    this.terminated = true;
  }
}
