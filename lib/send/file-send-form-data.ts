import type { FileSendFields } from "../contract/send";

/**
 * The multipart body of a file send as Edge takes it: the text fields, `other_recipients[]`
 * repeated, the mobile (and message) column the file was read with, and the file in `files[]`.
 */
export function fileSendFormData(
  fields: FileSendFields,
  file: File,
  columns: { mobileColumn: number; messageColumn?: number | null },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || name === "other_recipients") continue;
    form.append(name, String(value));
  }
  if ("other_recipients" in fields)
    for (const recipient of fields.other_recipients ?? []) form.append("other_recipients[]", recipient);
  form.append("mobile_column", String(columns.mobileColumn));
  if (columns.messageColumn !== undefined && columns.messageColumn !== null)
    form.append("message_column", String(columns.messageColumn));
  form.append("files[]", file, file.name);
  return form;
}
