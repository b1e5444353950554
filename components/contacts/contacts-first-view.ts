import { contactFeaturesQuery, contactListQuery } from "@/lib/api/queries/contacts-queries";
import { phonebookListQuery, phonebookQuery } from "@/lib/api/queries/phonebooks-queries";
import type { FirstViewQuery } from "@/lib/api/queries/upstream-query";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { buildFilterParsers, parseAsSearchText, readFilterValues } from "@/lib/url-state/filter-parsers";
import { paginationParsers, readPagination, readTabIndex, tabParsers } from "@/lib/url-state/list-parsers";
import { readUrl, type UrlSearch } from "@/lib/url-state/read-url";
import {
  chosenFeature,
  CONTACT_FILTER_PREFIX,
  contactTableFilters,
  FEATURE_FILTER,
  toContactFilters,
} from "./contacts/contact-filters";
import { CONTACTS_TABS } from "./contacts-tabs";
import {
  PHONEBOOKS_PER_PAGE,
  phonebookListParsers,
  readPhonebookListPage,
  readSelectedPhonebook,
  selectedPhonebookParsers,
} from "./phonebooks/phonebook-url-state";

const FEATURE_KEY = CONTACT_FILTER_PREFIX + FEATURE_FILTER;

/**
 * What /contacts shows first for this link on a desktop: the page of phonebooks, the custom
 * features (the contact filters offer them), the chosen phonebook's heading, and the page of
 * contacts, each under the key its part asks with. A phone shows a menu of the contact screens,
 * with nothing to read; the other tabs are left to the browser. A custom feature in the link
 * filters only when it is one of the user's, so then the contacts are read once the features have
 * answered. A link with days is left to the browser: a day is sent as seconds in the browser's
 * time zone, which the server does not know.
 */
export function contactsFirstView(search: UrlSearch, { mobile }: { mobile: boolean }): FirstViewQuery[] {
  if (mobile) return [];
  if (CONTACTS_TABS[readTabIndex(readUrl(tabParsers, search).tab, CONTACTS_TABS.length)] !== "workspace") return [];

  const phonebookList = readUrl(phonebookListParsers, search);
  const phonebooks = phonebookListQuery({
    page: readPhonebookListPage(phonebookList.group_page),
    perPage: PHONEBOOKS_PER_PAGE,
    title: phonebookList.group_search,
  });
  const group = readSelectedPhonebook(readUrl(selectedPhonebookParsers, search).group);
  const linkedFeature = readUrl({ [FEATURE_KEY]: parseAsSearchText }, search)[FEATURE_KEY] ?? null;

  const contacts = (features: readonly PhonebookOption[]) => {
    const config = contactTableFilters(features, chosenFeature(features, linkedFeature));
    const filters = toContactFilters(readFilterValues(config, readUrl(buildFilterParsers(config), search)), group);
    if (filters.createdFrom || filters.createdTo) return null;
    const { page, limit } = readPagination(readUrl(paginationParsers, search));
    return contactListQuery({ ...filters, page, perPage: limit });
  };
  const contactPage =
    linkedFeature === null ? contacts([]) : ({ kind: "after", first: contactFeaturesQuery, then: contacts } as const);

  return [
    phonebooks,
    contactFeaturesQuery,
    ...(group === null ? [] : [phonebookQuery(group)]),
    ...(contactPage ? [contactPage] : []),
  ];
}
