"use client";

import { parseAsInteger, useQueryStates } from "nuqs";
import { useCallback } from "react";
import { PAGE_KEY } from "@/lib/url-state/reserved-keys";

/** The query key of the phonebook whose contacts the desktop contacts screen shows. */
const SELECTED_PHONEBOOK_KEY = "group";

const parsers = { [SELECTED_PHONEBOOK_KEY]: parseAsInteger, [PAGE_KEY]: parseAsInteger };

/**
 * The phonebook chosen on the contacts screen (`?group=`), null for all contacts. Choosing another
 * starts its contacts again from page 1.
 */
export function useSelectedPhonebookId() {
  const [state, setState] = useQueryStates(parsers, { history: "replace" });
  const id = state.group !== null && state.group > 0 ? state.group : null;
  const select = useCallback((next: number | null) => void setState({ group: next, page: null }), [setState]);
  return [id, select] as const;
}
