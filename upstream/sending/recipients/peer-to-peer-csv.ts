import { decodeText } from "@/lib/files/recipients/decode-text";
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { readCsv } from "@/lib/files/recipients/read-csv";
import { RecipientsPipeline } from "@/lib/files/recipients/recipients-pipeline";
import type { ParseRecipientsOptions, RecipientsOutcome } from "@/lib/files/recipients/types";
import { FILE_SEND_MESSAGES } from "../file-send-messages";

/**
 * A peer-to-peer CSV, which Edge's API takes while the panel offers Excel only (the parser's own
 * rule): the parser's CSV reading, pipeline and refusals, without its extension check.
 */
export function parsePeerToPeerCsv(bytes: Uint8Array, options: ParseRecipientsOptions): RecipientsOutcome {
  if (bytes.length === 0) return { status: "error", code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile };
  const decoded = decodeText(bytes);
  if (!decoded) return { status: "error", code: "wrong_format", message: FILE_SEND_MESSAGES.peerToPeerFormat };
  if (!decoded.text.trim()) return { status: "error", code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile };
  const pipeline = new RecipientsPipeline({ format: "csv", encoding: decoded.encoding }, options);
  const { brokenQuoteRow } = readCsv(decoded.text, pipeline, () => undefined);
  if (brokenQuoteRow !== null)
    return {
      status: "error",
      code: "broken_quotes",
      message: RECIPIENTS_FILE_MESSAGES.brokenQuotes,
      row: brokenQuoteRow,
    };
  return pipeline.finish();
}
