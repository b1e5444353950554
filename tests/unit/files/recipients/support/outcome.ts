import { recipientsAsE164 } from "@/lib/files/recipients/recipient-values";
import { textAt, textColumnLength, type TextColumn } from "@/lib/files/recipients/text-column";
import type {
  ColumnChoiceNeeded,
  RecipientsFileError,
  RecipientsFileResult,
  RecipientsOutcome,
} from "@/lib/files/recipients/types";

export function expectReady(outcome: RecipientsOutcome): RecipientsFileResult {
  if (outcome.status !== "ready") throw new Error(`expected a result, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome;
}

export function expectError(outcome: RecipientsOutcome): RecipientsFileError {
  if (outcome.status !== "error") throw new Error(`expected an error, got ${outcome.status}`);
  return outcome;
}

export function expectChoice(outcome: RecipientsOutcome): ColumnChoiceNeeded {
  if (outcome.status !== "choose_column")
    throw new Error(`expected a column choice, got ${JSON.stringify(outcome).slice(0, 300)}`);
  return outcome;
}

/** The valid recipients of a result, in E.164. */
export const e164s = (outcome: RecipientsOutcome) => recipientsAsE164(expectReady(outcome));

/** Every value of a compact text column. */
export const columnTexts = (column: TextColumn | null) =>
  column ? Array.from({ length: textColumnLength(column) }, (_, i) => textAt(column, i)) : [];

/** Keyword mode: the kept columns' values, column by column. */
export const keptValues = (outcome: RecipientsOutcome) => expectReady(outcome).values.map(columnTexts);

/** Peer-to-peer: each recipient's message. */
export const messagesOf = (outcome: RecipientsOutcome) => columnTexts(expectReady(outcome).messages);
