import { defineTableFilters, type FilterValues } from "@/lib/url-state/filter-definitions";
import type { ContactFilters } from "@/lib/api/contacts";

/**
 * The contact table's filters in the query string (its phonebook is `group`, chosen from the
 * phonebook list). Prefixed, so the other contact screens' lists in the same page keep their own.
 */
export const contactTableFilters = defineTableFilters(
  [
    { type: "search", name: "search", label: "جستجو", placeholder: "نام یا شماره موبایل" },
    { type: "search", name: "tag", label: "برچسب", placeholder: "برچسب کامل" },
    { type: "date", name: "created_from", label: "ایجادشده از تاریخ" },
  ],
  { prefix: "contact_" },
);

export type ContactTableFilterValues = FilterValues<typeof contactTableFilters.filters>;

/** The table's applied filters with its phonebook, as the contact list and the export take them. */
export function toContactFilters(values: ContactTableFilterValues, phonebookId: number | null): ContactFilters {
  return { search: values.search, tag: values.tag, createdFrom: values.created_from, phonebookId };
}
