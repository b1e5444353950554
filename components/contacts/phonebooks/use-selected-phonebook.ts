"use client";

import { useQueryStates } from "nuqs";
import { useCallback } from "react";
import { readSelectedPhonebook, selectedPhonebookParsers } from "./phonebook-url-state";

/**
 * The phonebook chosen on the contacts screen (`?group=`), null for all contacts. Choosing another
 * starts its contacts again from page 1.
 */
export function useSelectedPhonebookId() {
  const [state, setState] = useQueryStates(selectedPhonebookParsers, { history: "replace" });
  const id = readSelectedPhonebook(state.group);
  const select = useCallback((next: number | null) => void setState({ group: next, page: null }), [setState]);
  return [id, select] as const;
}
