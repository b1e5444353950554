import { parentPort } from "node:worker_threads";
import { answerParseRequest, outcomeTransfer, type ParseRequest } from "./parse-request";

// One file per worker: the thread reads it, answers, and is ended by the upstream.
parentPort!.once("message", async (request: ParseRequest) => {
  const outcome = await answerParseRequest(request);
  parentPort!.postMessage(outcome, outcomeTransfer(outcome));
});
