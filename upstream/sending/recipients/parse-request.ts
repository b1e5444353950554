import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import type { ParseRecipientsOptions, RecipientsOutcome } from "@/lib/files/recipients/types";
import { parsePeerToPeerCsv } from "./peer-to-peer-csv";

/** One uploaded file to read, as it crosses into the parse worker. */
export interface ParseRequest {
  bytes: Uint8Array;
  name: string;
  options: ParseRecipientsOptions;
  /** A peer-to-peer CSV, which only the upstream takes (see peer-to-peer-csv.ts). */
  peerToPeerCsv: boolean;
}

/** Reads the file with the panel's own parser. */
export function answerParseRequest({ bytes, name, options, peerToPeerCsv }: ParseRequest): Promise<RecipientsOutcome> {
  return peerToPeerCsv ? Promise.resolve(parsePeerToPeerCsv(bytes, options)) : parseRecipients(bytes, name, options);
}

/** The outcome's typed arrays, moved to the other thread rather than copied. */
export function outcomeTransfer(outcome: RecipientsOutcome): ArrayBuffer[] {
  if (outcome.status !== "ready") return [];
  const buffers = [outcome.numbers.buffer, outcome.rows.buffer, ...outcome.values.map((column) => column.ends.buffer)];
  if (outcome.messages) buffers.push(outcome.messages.ends.buffer);
  return [...new Set(buffers)].filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}
