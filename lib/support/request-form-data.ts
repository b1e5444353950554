import type { TicketCreateFields } from "@/lib/contract/support";

/** Edge's multipart field for files, repeated once a file. */
const FILE_FIELD = "file";

function appendFiles(form: FormData, files: readonly File[]) {
  for (const file of files) form.append(FILE_FIELD, file, file.name);
}

/** `POST ticket`'s body: the checked fields as Edge takes them ("1"/"0" for the SMS flag), then the files. */
export function createRequestFormData(fields: TicketCreateFields, files: readonly File[]): FormData {
  const form = new FormData();
  form.append("type", fields.type);
  form.append("subject", fields.subject);
  form.append("category_id", String(fields.category_id));
  if (fields.sub_category_id !== undefined) form.append("sub_category_id", String(fields.sub_category_id));
  form.append("description", fields.description);
  form.append("importance", fields.importance);
  form.append("sms_notification", fields.sms_notification ? "1" : "0");
  appendFiles(form, files);
  return form;
}

/** `POST ticket/interaction`'s body: the reply and its files. */
export function replyFormData(ticketId: number, description: string, files: readonly File[]): FormData {
  const form = new FormData();
  form.append("ticket_id", String(ticketId));
  form.append("description", description);
  appendFiles(form, files);
  return form;
}
