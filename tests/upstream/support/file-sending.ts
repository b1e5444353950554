/** Multipart sends (`file`, `keyword`, `peer_to_peer_file`) as the panel and Edge's clients post them. */
import { answerOf, baseUrl, type Answer } from "./client";
import { SHARED_LINE } from "./sending";

export interface FileSendForm {
  /** Text fields; an array is sent as repeated `name[]` fields, as Edge's examples do. */
  fields: Record<string, string | string[]>;
  file?: { name: string; bytes: Uint8Array | string };
}

export async function postFileSend(token: string, form: FileSendForm, idempotencyKey?: string): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, item);
    else body.append(name, value);
  }
  if (form.file) body.append("files[]", new Blob([form.file.bytes as BlobPart]), form.file.name);
  const headers: Record<string, string> = { accept: "application/json", authorization: token };
  if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
  const response = await fetch(`${baseUrl()}/v1/api/send`, { method: "POST", headers, body });
  return answerOf(response);
}

/** A `file` send of `file` on the shared line. */
export const fileSend = (
  file: FileSendForm["file"],
  message = "سلام، این یک پیام آزمایشی است",
  extra: FileSendForm["fields"] = {},
): FileSendForm => ({
  fields: { sending_type: "file", from_number: SHARED_LINE, message, ...extra },
  file,
});

/** CSV lines from rows of cells (no quoting needed by the tests' values). */
export const csv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.join(",")).join("\n") + "\n";

/** E.164 `+98912…` as a file writes it: `0912…`. */
export const local = (e164: string) => `0${e164.slice(3)}`;
