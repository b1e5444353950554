import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/table";
import type { Contact } from "@/lib/contract/contacts";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { contactName, genderTitle, localNumber } from "./contact-format";
import { ContactTags } from "./contact-tags";

/** The page of a contact on a phone. */
const contactHref = (contact: Contact) => `/contacts/contact/${contact.id}`;

const name: DataTableColumn<Contact> = { key: "name", header: "نام", cell: (c) => contactName(c.name) };
const number: DataTableColumn<Contact> = {
  key: "number",
  header: "شماره موبایل",
  cell: (c) => (
    <span dir="ltr" className="latin">
      {localNumber(c.number)}
    </span>
  ),
  className: "whitespace-nowrap",
};
const gender: DataTableColumn<Contact> = { key: "gender", header: "جنسیت", cell: (c) => genderTitle(c.gender) };
const phonebook: DataTableColumn<Contact> = { key: "phonebook", header: "گروه", cell: (c) => c.phonebook_title };
const tags: DataTableColumn<Contact> = { key: "tags", header: "برچسب‌ها", cell: (c) => <ContactTags tags={c.tags} /> };
const created: DataTableColumn<Contact> = {
  key: "created",
  header: "زمان ایجاد",
  cell: (c) => <span dir="ltr">{formatJalaliDateTime(c.created_at)}</span>,
  className: "whitespace-nowrap",
};

/** Every column, and an edit button on each row (none for a role that may not change contacts). */
export function desktopContactColumns(onEdit?: (contact: Contact) => void): DataTableColumn<Contact>[] {
  const columns = [name, number, gender, phonebook, tags, created];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (c) => (
        <Button size="sm" variant="ghost" onClick={() => onEdit(c)} aria-label={`ویرایش ${contactName(c.name)}`}>
          ویرایش
        </Button>
      ),
      className: "text-end",
    },
  ];
}

/** A phone's card: the name leads to the contact's page; the rest in brief. */
export const mobileContactColumns: DataTableColumn<Contact>[] = [
  {
    ...name,
    cell: (c) => (
      <PrefetchLink href={contactHref(c)} className="font-medium text-primary underline-offset-4 hover:underline">
        {contactName(c.name)}
      </PrefetchLink>
    ),
  },
  number,
  phonebook,
  tags,
];
