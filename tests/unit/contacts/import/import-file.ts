import { parseRecipients } from "@/lib/files/recipients/parse-recipients";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import type { ImportFeature } from "@/lib/contacts/import/column-targets";

/** A CSV read as the dialog reads it (keyword mode: every other column's values kept). */
export async function readCsv(text: string): Promise<RecipientsFileResult> {
  const outcome = await parseRecipients(new TextEncoder().encode(text), "contacts.csv", { mode: "keyword" });
  if (outcome.status !== "ready") throw new Error(`expected a result, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome;
}

export const AGE: ImportFeature = { id: 7, title: "سن", latin_title: "age", type: "int" };
export const BIRTHDAY: ImportFeature = { id: 8, title: "تاریخ تولد", latin_title: "birthday", type: "date" };
export const CITY: ImportFeature = { id: 9, title: "شهر", latin_title: "city", type: "string" };
export const FEATURES = [AGE, BIRTHDAY, CITY];
