import { RECIPIENTS_FILE_MESSAGES } from "./messages";
import { parseRecipients } from "./parse-recipients";
import type { ParseRecipientsOptions, RecipientsOutcome } from "./types";

/**
 * Page → worker: the file itself (a File crosses without being copied or read on the page), or its
 * bytes as a transferred ArrayBuffer.
 */
export interface RecipientsWorkerRequest {
  source: Blob | ArrayBuffer;
  name: string;
  options: ParseRecipientsOptions;
}

/** Worker → page: whole percents while reading, then the outcome (its typed arrays transferred). */
export type RecipientsWorkerReply =
  { type: "progress"; percent: number } | { type: "outcome"; outcome: RecipientsOutcome };

export type PostReply = (reply: RecipientsWorkerReply, transfer: Transferable[]) => void;

/** What the worker does with one request; kept apart from the worker global so it runs in tests. */
export async function answerRecipientsRequest(
  { source, name, options }: RecipientsWorkerRequest,
  post: PostReply,
): Promise<void> {
  let outcome: RecipientsOutcome;
  try {
    const bytes = source instanceof ArrayBuffer ? source : await source.arrayBuffer();
    outcome = await parseRecipients(bytes, name, options, (percent) => post({ type: "progress", percent }, []));
  } catch {
    // Out of memory, an unreadable disk file: nothing the user can fix in the file itself.
    outcome = { status: "error", code: "unreadable", message: RECIPIENTS_FILE_MESSAGES.unreadable };
  }
  const transfer: Transferable[] = [];
  if (outcome.status === "ready") {
    transfer.push(outcome.numbers.buffer, outcome.rows.buffer, ...outcome.values.map((column) => column.ends.buffer));
    if (outcome.messages) transfer.push(outcome.messages.ends.buffer);
  }
  post({ type: "outcome", outcome }, transfer);
}
