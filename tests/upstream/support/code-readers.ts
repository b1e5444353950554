/** Steps the code reader tests share: readers made with a codes file on an owner's receiving line, and what they received. */
import { answerOf, api, baseUrl, type Answer } from "./client";
import type { InboxOwner } from "./inbox";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const READERS = "phonebooks/advanced-services/advanced-reader";

/** A file as a form sends it. */
export interface CodesUpload {
  name: string;
  bytes: Uint8Array;
}

export const textFile = (name: string, text: string): CodesUpload => ({ name, bytes: new TextEncoder().encode(text) });

/** The fields every reader needs, on the owner's line (answers from the same line). */
export const readerFields = (owner: InboxOwner): Record<string, string> => ({
  title: "کدخوان آزمایشی",
  receiver_number: owner.line,
  sender_number: owner.line,
  correct_answer: "کالای %product% با سریال %serial% اصل است",
  repeated_answer: "کد %code% پیش‌تر در %used_at% به کار رفته است",
  wrong_answer: "کد %code% در فهرست ما نیست",
});

/** A multipart create (POST) or update (PUT of `id`) with text fields and at most one file. */
export async function sendReaderForm(
  owner: InboxOwner,
  fields: Record<string, string>,
  file: CodesUpload | null,
  id?: number,
): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("file", new Blob([file.bytes as BlobPart]), file.name);
  const path = id === undefined ? READERS : `${READERS}/${id}`;
  return answerOf(
    await fetch(`${baseUrl()}/v1/api/${path}`, {
      method: id === undefined ? "POST" : "PUT",
      headers: { authorization: owner.token },
      body: form,
    }),
  );
}

/** A reader that must be made: its id. */
export async function madeReader(
  owner: InboxOwner,
  file: CodesUpload,
  fields: Record<string, string> = {},
): Promise<number> {
  const answer = await sendReaderForm(owner, { ...readerFields(owner), ...fields }, file);
  if (answer.status !== 200) throw new Error(`code reader: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.reader.id;
}

/** What a reader received, newest first (a hundred at most), optionally of one kind. */
export async function readerInbox(owner: InboxOwner, id: number, kind = "all"): Promise<Loose[]> {
  const answer = await api(`${READERS}/${id}/inbox?kind=${kind}&per_page=100`, { token: owner.token });
  if (answer.status !== 200) throw new Error(`code reader inbox: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
