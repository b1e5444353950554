"use client";

import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { DataTable, TableFilters, TableFiltersProvider, useTableFilters } from "@/components/ui/table";
import { useContacts } from "@/lib/api/contacts";
import type { Contact } from "@/lib/contract/contacts";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { usePaginationState } from "@/lib/url-state/use-pagination-state";
import { desktopContactColumns, mobileContactColumns } from "./contact-columns";
import { hasContactFilters, toContactFilters } from "./contact-filters";
import { ContactFormDialog } from "./lazy-contact-form-dialog";
import { contactName, localNumber } from "./contact-format";
import { ContactsToolbar } from "./contacts-toolbar";
import { DeleteContactsDialog } from "./delete-contacts-dialog";
import { useContactTableFilters } from "./use-contact-table-filters";
import { useAccess } from "@/lib/auth/access-context";

export interface ContactsPanelProps {
  /** Only this phonebook's contacts; new contacts start in it. */
  phonebook?: { id: number; title: string } | null;
}

const rowKey = (contact: Contact) => String(contact.id);

/**
 * Contacts with their filters and paging in the query: a table with an edit button per row on
 * desktop, cards leading to each contact's page on a phone; rows chosen are deleted together after a
 * confirmation, and what the filters show can be exported.
 */
export function ContactsPanel({ phonebook = null }: ContactsPanelProps) {
  const { config, ready } = useContactTableFilters();
  return (
    <TableFiltersProvider config={config}>
      <FilteredContacts phonebook={phonebook} filtersReady={ready} />
    </TableFiltersProvider>
  );
}

function FilteredContacts({
  phonebook,
  filtersReady,
}: {
  phonebook: { id: number; title: string } | null;
  filtersReady: boolean;
}) {
  const mobile = useIsMobile();
  const { filters: values, page, limit } = useTableFilters();
  const { setPage } = usePaginationState();
  const filters = toContactFilters(values, phonebook?.id ?? null);
  const query = useContacts({ ...filters, page, perPage: limit }, { enabled: filtersReady });
  const rows = query.data?.data;

  // The contact stays while the dialog closes, so its title and form do not change on the way out.
  const [editing, setEditing] = useState<{ contact: Contact | null; open: boolean }>({ contact: null, open: false });
  const edit = (contact: Contact) => setEditing({ contact, open: true });
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Rows chosen under other filters are let go, so a delete never reaches rows the user cannot see.
  const scope = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ scope: string; keys: string[] }>({ scope, keys: [] });
  const selected = selection.scope === scope ? selection.keys : [];
  const select = (keys: string[]) => setSelection({ scope, keys });
  // Editing, choosing rows and deleting are for a role that may change contacts.
  const editable = useAccess().can("contacts.edit");

  const afterDelete = (ids: readonly number[]) => {
    select([]);
    if (rows && page > 1 && rows.every((contact) => ids.includes(contact.id))) setPage(page - 1);
  };

  const filtered = hasContactFilters(values);
  const empty = filtered
    ? "مخاطبی با این فیلترها پیدا نشد."
    : phonebook
      ? "این دفترچه هنوز مخاطبی ندارد."
      : "هنوز مخاطبی ندارید.";

  return (
    <section aria-label="مخاطبان" className="flex min-w-0 flex-col gap-3">
      <TableFilters />
      <ContactsToolbar
        filters={filters}
        phonebook={phonebook}
        selectedCount={selected.length}
        onDeleteSelected={() => setConfirmDelete(true)}
        onClearSelection={() => select([])}
      />
      <DataTable
        caption={phonebook ? `مخاطبان ${phonebook.title}` : "مخاطبان"}
        columns={mobile ? mobileContactColumns : desktopContactColumns(editable ? edit : undefined)}
        rows={rows}
        getRowKey={rowKey}
        getRowLabel={(contact) => `${contactName(contact.name)} ${localNumber(contact.number)}`}
        selectedKeys={selected}
        onSelectedKeysChange={editable ? select : undefined}
        loading={query.isPending}
        error={query.isError ? toErrorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty={empty}
      />
      <Pagination total={query.data?.meta.total ?? 0} disabled={query.isFetching} />
      <ContactFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        contact={editing.contact}
      />
      <DeleteContactsDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        ids={selected.map(Number)}
        onDeleted={afterDelete}
      />
    </section>
  );
}
