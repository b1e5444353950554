"use client";

import { Button } from "@/components/ui/button";
import type { ContactFilters } from "@/lib/api/contacts";
import { toPersianDigits } from "@/lib/validation/digits";
import { AddContactButton } from "./add-contact-button";
import { ContactsExportLinks } from "./contacts-export-links";
import { Allowed } from "@/components/layout/allowed";

export interface ContactsToolbarProps {
  filters: ContactFilters;
  phonebook: { id: number; title: string } | null;
  selectedCount: number;
  onDeleteSelected: () => void;
  onClearSelection: () => void;
}

/** Above the contacts: add one and export what is shown; or, with rows chosen, delete them. */
export function ContactsToolbar({
  filters,
  phonebook,
  selectedCount,
  onDeleteSelected,
  onClearSelection,
}: ContactsToolbarProps) {
  if (selectedCount > 0) {
    return (
      <div
        role="group"
        aria-label="مخاطبان انتخاب‌شده"
        className="flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft px-3 py-2"
      >
        <span className="me-auto text-sm font-medium">{toPersianDigits(selectedCount)} مخاطب انتخاب شده</span>
        <Button size="md" variant="ghost" onClick={onClearSelection}>
          لغو انتخاب
        </Button>
        <Button size="md" variant="danger" onClick={onDeleteSelected}>
          حذف انتخاب‌شده‌ها
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Allowed rule="contacts.edit">
        <AddContactButton phonebook={phonebook} />
      </Allowed>
      <Allowed rule="contacts.export">
        <div className="ms-auto">
          <ContactsExportLinks filters={filters} />
        </div>
      </Allowed>
    </div>
  );
}
