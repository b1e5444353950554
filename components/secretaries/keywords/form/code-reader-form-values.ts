import type { CodeReaderOut } from "@/lib/contract/code-readers";

/** The form's fields: the contract's, with no value for nothing (null) where the upstream takes none. */
export interface CodeReaderFormValues {
  title: string;
  receiver_number: string;
  sender_number: string;
  correct_answer: string;
  repeated_answer: string;
  wrong_answer: string;
  phonebook_id: number | null;
  expires_at: string | null;
  active: boolean;
  codes_mode: "add" | "replace";
}

const EMPTY: CodeReaderFormValues = {
  title: "",
  receiver_number: "",
  sender_number: "",
  correct_answer: "",
  repeated_answer: "",
  wrong_answer: "",
  phonebook_id: null,
  expires_at: null,
  active: true,
  codes_mode: "add",
};

/** A new reader's form, or one reader's as it was saved (a new file adds its codes unless told otherwise). */
export function codeReaderFormValues(reader?: CodeReaderOut): CodeReaderFormValues {
  if (!reader) return EMPTY;
  return {
    title: reader.title,
    receiver_number: reader.receiver_number,
    sender_number: reader.sender_number,
    correct_answer: reader.correct_answer,
    repeated_answer: reader.repeated_answer,
    wrong_answer: reader.wrong_answer,
    phonebook_id: reader.phonebook_id,
    expires_at: reader.expires_at,
    active: reader.active,
    codes_mode: "add",
  };
}
