import { parseAsInteger } from "nuqs/server";
import { parseAsSearchText } from "@/lib/url-state/filter-parsers";
import { PAGE_KEY } from "@/lib/url-state/reserved-keys";

/*
 * The desktop contacts screen's phonebook side in the query, read alike by its hooks in the browser
 * and by the server, which hands the first view over for the same link.
 */

/** The phonebook whose contacts are shown (`?group=`), and the contacts' `page` a new choice drops. */
export const selectedPhonebookParsers = { group: parseAsInteger, [PAGE_KEY]: parseAsInteger };

/** The chosen phonebook's id, or null for all contacts. */
export const readSelectedPhonebook = (group: number | null): number | null =>
  group !== null && group > 0 ? group : null;

/** Phonebooks on one page of the list. */
export const PHONEBOOKS_PER_PAGE = 20;

/** The phonebook list's title search and page (`group_search`, `group_page`), apart from the contact table's own. */
export const phonebookListParsers = {
  group_search: parseAsSearchText,
  group_page: parseAsInteger.withDefault(1),
};

/** The phonebook list's page: below 1 reads as 1. */
export const readPhonebookListPage = (page: number): number => Math.max(1, page);
