"use client";

import { ContactsPanel } from "./contacts/contacts-panel";
import { PhonebookList } from "./phonebooks/phonebook-list";
import { PhonebookSummary } from "./phonebooks/phonebook-summary";
import { useSelectedPhonebookId } from "./phonebooks/use-selected-phonebook";

/**
 * The desktop contacts screen: the phonebooks on one side, and the contacts on the other, of the
 * phonebook chosen there (`?group=`) or of all of them.
 */
export function ContactsWorkspace() {
  const [phonebookId, selectPhonebook] = useSelectedPhonebookId();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <PhonebookList selectedId={phonebookId} onSelect={(book) => selectPhonebook(book?.id ?? null)} />
      <div className="flex min-w-0 flex-col gap-4">
        {phonebookId === null ? (
          <ContactsPanel />
        ) : (
          <PhonebookSummary key={phonebookId} phonebookId={phonebookId} onClear={() => selectPhonebook(null)}>
            {(phonebook) => <ContactsPanel phonebook={phonebook} />}
          </PhonebookSummary>
        )}
      </div>
    </div>
  );
}
