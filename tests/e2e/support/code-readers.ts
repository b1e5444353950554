import type { Page } from "@playwright/test";
import { randomMobile, storedSend } from "./accounts";
import { deliverSms } from "./inbox";

export interface ReaderAnswered {
  secretary: { secretary_id: number; kind: string; answer_state: string; answer_send_id: number | null } | null;
}

/** A mobile sends `text` to a line; the dev answer says which reader took it and how its answer went. */
export const codeSms = (line: string, text: string, from = randomMobile()) =>
  deliverSms(from, line, text) as Promise<ReaderAnswered>;

/** The text of the send a reader queued as its answer. */
export async function answerText(answered: ReaderAnswered): Promise<string | null> {
  const id = answered.secretary?.answer_send_id;
  return id ? (await storedSend(id)).message : null;
}

/** A codes file made in memory, chosen in the form's file field. */
export async function chooseCodesFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  const mimeType = name.endsWith(".csv")
    ? "text/csv"
    : name.endsWith(".txt")
      ? "text/plain"
      : "application/octet-stream";
  await page
    .locator("input#file")
    .setInputFiles({ name, mimeType, buffer: typeof content === "string" ? Buffer.from(content, "utf8") : content });
}

/** Fills a new reader's title and three answers. */
export async function fillReader(
  page: Page,
  { title, correct, repeated, wrong }: { title: string; correct: string; repeated: string; wrong: string },
): Promise<void> {
  await page.getByRole("textbox", { name: "عنوان کدخوان" }).fill(title);
  await page.getByRole("textbox", { name: "پاسخ به کد درست" }).fill(correct);
  await page.getByRole("textbox", { name: "پاسخ به کد تکراری" }).fill(repeated);
  await page.getByRole("textbox", { name: "پاسخ به کد نادرست" }).fill(wrong);
}
