import { expect, type Locator, type Page } from "@playwright/test";
import { PANEL_REQUEST_HEADER } from "../../../lib/api/panel-request-header.mjs";
import { dev } from "./accounts";
import { test } from "./test";

/** What support's desk does to a request (the development route `POST /__dev/tickets/act`). */
export type AgentAction = "answer" | "ask" | "refer_review" | "refer_unit" | "close";

/**
 * Support's agent acts on a request as the provider's desk would: sets its state, adds the message,
 * tells the account's members live (`ticket.answered`) and by SMS when the request asked for one.
 */
export async function agentActs(ticketId: number, action: AgentAction, text?: string, agentName?: string) {
  await dev("POST", "/tickets/act", {
    ticket_id: ticketId,
    action,
    ...(text === undefined ? {} : { text }),
    ...(agentName === undefined ? {} : { agent_name: agentName }),
  });
}

/** A one-page PDF as a browser picks it: its bytes begin with `%PDF-`. */
export const pdfFile = (name = "invoice.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});

const panelHeaders = () => ({
  [PANEL_REQUEST_HEADER]: "1",
  origin: new URL(test.info().project.use.baseURL ?? "").origin,
});

/**
 * Makes a request of the signed-in account through the BFF as the panel's own client does
 * (`POST ticket`, multipart, in the kind's first category), for what a test starts from; answers its number.
 */
export async function createRequestThroughPanel(
  page: Page,
  fields: { type?: "ticket" | "suggestion"; subject: string; description: string },
  files: ReturnType<typeof pdfFile>[] = [],
): Promise<number> {
  const type = fields.type ?? "ticket";
  const categories = await page.request.get(`/api/v1/api/ticket/category?type=${type}`);
  const [category] = ((await categories.json()) as { data: { id: number }[] }).data;
  const answer = await page.request.post("/api/v1/api/ticket", {
    headers: panelHeaders(),
    multipart: {
      type,
      subject: fields.subject,
      description: fields.description,
      category_id: String(category!.id),
      ...(files[0] ? { file: files[0] } : {}),
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { ticket_id: number } }).data.ticket_id;
}

/** The ids of a request's own files, as `ticket/show` lists them to its account. */
export async function requestFileIds(page: Page, ticketId: number): Promise<number[]> {
  const answer = await page.request.get(`/api/v1/api/ticket/show?ticket_id=${ticketId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { attachments: { id: number }[] } }).data.attachments.map((file) => file.id);
}

/** A request's state as its page shows it (the badge beside «وضعیت:»). */
export const requestState = (page: Page): Locator => page.getByRole("region", { name: "وضعیت درخواست" });

/** Picks `stars` (1–5) of a star rating by clicking its star, as a user does. */
export async function chooseStars(group: Locator, stars: number): Promise<void> {
  await group
    .locator("label")
    .nth(stars - 1)
    .click();
  await expect(group.getByRole("radio").nth(stars - 1)).toBeChecked();
}
