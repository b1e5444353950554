import { SECRETARY_TYPES } from "@/lib/contract/secretaries";
import { matchForm } from "@/lib/secretaries/match-form";
import { configOf, type SecretaryRow } from "./store";

/** What the secretary that takes a message is to do with it; the stateful parts are done by take-message.ts. */
export type Intent =
  | { kind: "keyword"; answer: string }
  | { kind: "other"; answer: string }
  | { kind: "criticism"; answer: string }
  | { kind: "contest"; correct: boolean }
  | { kind: "vote"; option: number | null }
  | { kind: "gift" }
  | { kind: "visit" };

/** A keyword's answer: an exact match first, then the first keyword the message contains. */
function keywordAnswer(row: SecretaryRow, form: string): string | null {
  const { keywords } = configOf<typeof SECRETARY_TYPES.received_message>(row);
  const exact = keywords.find((k) => matchForm(k.keyword) === form);
  if (exact) return exact.answer;
  const contained = keywords.find((k) => k.match === "contains" && form.includes(matchForm(k.keyword)));
  return contained?.answer ?? null;
}

/** Takes the message as one of its keywords: a received-message keyword, a gift's or a visit's. */
function byKeyword(row: SecretaryRow, form: string): Intent | null {
  switch (row.type) {
    case SECRETARY_TYPES.received_message: {
      const answer = keywordAnswer(row, form);
      return answer === null ? null : { kind: "keyword", answer };
    }
    case SECRETARY_TYPES.gift:
      return matchForm(configOf<typeof SECRETARY_TYPES.gift>(row).keyword) === form ? { kind: "gift" } : null;
    case SECRETARY_TYPES.visit:
      return matchForm(configOf<typeof SECRETARY_TYPES.visit>(row).keyword) === form ? { kind: "visit" } : null;
    default:
      return null;
  }
}

/** Takes any message: a contest's answer, a poll's vote, a criticism, or a received-message secretary's answer for the rest. */
function byCatchAll(row: SecretaryRow, form: string): Intent | null {
  switch (row.type) {
    case SECRETARY_TYPES.contest: {
      const { correct_answers } = configOf<typeof SECRETARY_TYPES.contest>(row);
      return { kind: "contest", correct: correct_answers.some((answer) => matchForm(answer) === form) };
    }
    case SECRETARY_TYPES.poll: {
      const { options, wrong_text } = configOf<typeof SECRETARY_TYPES.poll>(row);
      const number = /^\d{1,3}$/.test(form) ? Number(form) : 0;
      if (number >= 1 && number <= options.length) return { kind: "vote", option: number };
      return wrong_text === null ? null : { kind: "vote", option: null };
    }
    case SECRETARY_TYPES.criticism:
      return { kind: "criticism", answer: configOf<typeof SECRETARY_TYPES.criticism>(row).answer_text };
    case SECRETARY_TYPES.received_message: {
      const { other_answer } = configOf<typeof SECRETARY_TYPES.received_message>(row);
      return other_answer === null ? null : { kind: "other", answer: other_answer };
    }
    default:
      return null;
  }
}

/**
 * Which of a line's answering secretaries (oldest first) takes a message, and as what: keywords
 * first (a received-message keyword, a gift's, a visit's), then the secretaries that take anything
 * (a contest, a poll, criticism, a received-message secretary's answer for the rest). One answers.
 */
export function chooseSecretary(rows: SecretaryRow[], text: string): { row: SecretaryRow; intent: Intent } | null {
  const form = matchForm(text);
  if (!form) return null;
  for (const row of rows) {
    const intent = byKeyword(row, form);
    if (intent) return { row, intent };
  }
  for (const row of rows) {
    const intent = byCatchAll(row, form);
    if (intent) return { row, intent };
  }
  return null;
}
