"use client";

import { useEffect } from "react";
import { useMobileLayout } from "@/components/layout/mobile-layout";
import { usePhonebook } from "@/lib/api/phonebooks";
import { ContactsPanel } from "../contacts/contacts-panel";
import { PhonebookSummary } from "./phonebook-summary";

/** A phonebook's page on a phone: its title in the top bar, its heading, then its contacts as cards. */
export function GroupContacts({ phonebookId }: { phonebookId: number }) {
  const { data: phonebook } = usePhonebook(phonebookId);
  const { setMobileLayout } = useMobileLayout();
  useEffect(() => {
    if (phonebook) setMobileLayout({ title: phonebook.title });
  }, [phonebook, setMobileLayout]);
  return <PhonebookSummary phonebookId={phonebookId}>{(book) => <ContactsPanel phonebook={book} />}</PhonebookSummary>;
}
