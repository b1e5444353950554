import { SECRETARY_TYPES, type SecretaryOut, type SecretaryType } from "@/lib/contract/secretaries";

export interface KeywordAnswerValues {
  keyword: string;
  match: "exact" | "contains";
  answer: string;
}

/**
 * Every type's fields side by side: switching the type keeps what was typed for another, and the
 * contract's union keeps only the chosen type's fields when the form is sent. Texts a type may
 * leave out are null when empty.
 */
export interface SecretaryFormValues {
  type: SecretaryType;
  title: string;
  receiver_number: string;
  sender_number: string;
  phonebook_id: number | null;
  expires_at: string | null;
  active: boolean;
  keywords: KeywordAnswerValues[];
  other_answer: string | null;
  correct_answers: string[];
  correct_text: string | null;
  wrong_text: string | null;
  repeated_text: string | null;
  answer_text: string | null;
  keyword: string;
  out_text: string | null;
  options: { title: string }[];
}

export const emptyKeywordAnswer = (): KeywordAnswerValues => ({ keyword: "", match: "exact", answer: "" });

const EMPTY: SecretaryFormValues = {
  type: SECRETARY_TYPES.received_message,
  title: "",
  receiver_number: "",
  sender_number: "",
  phonebook_id: null,
  expires_at: null,
  active: true,
  keywords: [emptyKeywordAnswer()],
  other_answer: null,
  correct_answers: [],
  correct_text: null,
  wrong_text: null,
  repeated_text: null,
  answer_text: null,
  keyword: "",
  out_text: null,
  options: [{ title: "" }, { title: "" }],
};

/** A new secretary's form, or one secretary's as it was saved (its type's fields from its config). */
export function secretaryFormValues(secretary?: SecretaryOut): SecretaryFormValues {
  if (!secretary) return EMPTY;
  const config = secretary.config as Partial<SecretaryFormValues>;
  return {
    ...EMPTY,
    ...config,
    type: secretary.type as SecretaryType,
    title: secretary.title,
    receiver_number: secretary.receiver_number,
    sender_number: secretary.sender_number,
    phonebook_id: secretary.phonebook_id,
    expires_at: secretary.expires_at,
    active: secretary.active,
  };
}
