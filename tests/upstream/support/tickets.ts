/** Steps the support tests share: an owner with categories at hand, multipart requests and replies, support's desk. */
import { answerOf, api, baseUrl, call, type Answer } from "./client";
import { newOwner, type Owner } from "./colleagues";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const MB = 1024 * 1024;

const ascii = (text: string) => new TextEncoder().encode(text);

/** `size` bytes that start as `head` says, the rest spaces. */
function startingWith(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length)).fill(0x20);
  bytes.set(head);
  return bytes;
}

/** Files as their first bytes make them, whatever they are named. */
export const bytesOf = {
  pdf: (size = 256) => startingWith(ascii("%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), size),
  png: () => startingWith(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 64),
  jpg: () => startingWith(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), 64),
  zip: () => startingWith(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]), 64),
  rar: () => startingWith(Uint8Array.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]), 64),
  /** A Windows program: `MZ`. */
  exe: () => startingWith(Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0]), 128),
  gif: () => startingWith(ascii("GIF89a"), 64),
  text: () => ascii("یادداشت ساده، نه فایل مجاز\n"),
  html: () => ascii("<html><script>alert(document.cookie)</script></html>"),
};

export interface Upload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** What the client claims; never believed. */
  type?: string;
}

export const pdfFile = (name = "گزارش.pdf", size?: number): Upload => ({
  name,
  bytes: bytesOf.pdf(size),
  type: "application/pdf",
});

/** A multipart POST of text fields and `file` repeated. */
export async function multipart(
  token: string,
  path: string,
  fields: Record<string, string | number>,
  files: Upload[] = [],
  fileField = "file",
): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) {
    form.append(fileField, new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }), file.name);
  }
  return answerOf(
    await fetch(`${baseUrl()}/v1/api/${path}`, { method: "POST", headers: { authorization: token }, body: form }),
  );
}

interface Categories {
  /** A ticket category with sub-categories, and one of its sub-categories. */
  ticket: { id: number; subId: number; otherSubId: number };
  /** A suggestion category. */
  suggestion: { id: number };
}

/** Categories of both kinds as `ticket/category` lists them. */
async function categoriesFor(token: string): Promise<Categories> {
  const tickets = (await api("ticket/category?type=ticket", { token })).body.data as Loose[];
  const suggestions = (await api("ticket/category?type=suggestion", { token })).body.data as Loose[];
  const [first, second] = tickets.filter((c) => c.sub_categories.length > 0);
  return {
    ticket: { id: first.id, subId: first.sub_categories[0].id, otherSubId: second.sub_categories[0].id },
    suggestion: { id: suggestions[0].id },
  };
}

export interface SupportOwner extends Owner {
  categories: Categories;
}

export async function supportOwner(): Promise<SupportOwner> {
  const owner = await newOwner();
  return { ...owner, categories: await categoriesFor(owner.token) };
}

export const ticketFields = (owner: SupportOwner, fields: Record<string, string | number> = {}) => ({
  subject: "ارسال انبوه با تأخیر انجام شد",
  category_id: owner.categories.ticket.id,
  sub_category_id: owner.categories.ticket.subId,
  description: "ارسال دیروز ساعت ۱۸ یک ساعت در صف ماند؛ لطفاً بررسی کنید.",
  ...fields,
});

export const createTicket = (owner: SupportOwner, fields: Record<string, string | number> = {}, files: Upload[] = []) =>
  multipart(owner.token, "ticket", ticketFields(owner, fields), files);

/** A new request's number; fails the test when it is refused. */
export async function newTicketId(
  owner: SupportOwner,
  fields: Record<string, string | number> = {},
  files: Upload[] = [],
): Promise<number> {
  const answer = await createTicket(owner, fields, files);
  if (answer.status !== 200) throw new Error(`ticket: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.ticket_id;
}

export const reply = (token: string, ticketId: number, description: string, files: Upload[] = []) =>
  multipart(token, "ticket/interaction", { ticket_id: ticketId, description }, files);

export const showTicket = (token: string, ticketId: number | string) =>
  api(`ticket/show?ticket_id=${ticketId}`, { token });

export async function ticketOf(token: string, ticketId: number): Promise<Loose> {
  const answer = await showTicket(token, ticketId);
  if (answer.status !== 200) throw new Error(`show: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export const listTickets = (token: string, query: Record<string, string | number> = {}) =>
  api(`ticket?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

/** How many requests the account holds (every kind, any state). */
export const ticketCount = async (token: string) => (await listTickets(token, { per_page: 1 })).body.meta.total;

/** A file of a request, downloaded as the panel's link would. */
export const download = (token: string, attachmentId: number | string) =>
  fetch(`${baseUrl()}/v1/api/ticket/attachment/${attachmentId}`, { headers: { authorization: token } });

/** Support's desk, through the development route. */
export const act = (
  ticketId: number,
  action: "answer" | "ask" | "refer_review" | "refer_unit" | "close",
  text?: string,
  agentName?: string,
) => call("/__dev/tickets/act", { body: { ticket_id: ticketId, action, text, agent_name: agentName } });

/** The 404 a request of another account, or no request, answers. */
export const notFoundBody = (message: string) => ({
  data: null,
  meta: { status: false, message, message_parameters: [], message_code: "404-1", errors: {} },
});
