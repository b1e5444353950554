import { answerRecipientsRequest, type RecipientsWorkerReply, type RecipientsWorkerRequest } from "./worker-protocol";

/** The dedicated worker's global, typed by hand: the project's TypeScript lib is the page's DOM. */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<RecipientsWorkerRequest>) => void): void;
  postMessage(message: RecipientsWorkerReply, options: { transfer: Transferable[] }): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener("message", (event) => {
  void answerRecipientsRequest(event.data, (reply, transfer) => scope.postMessage(reply, { transfer }));
});
