"use client";

import type { Phonebook } from "@/lib/contract/phonebooks";
import { PhonebookList } from "./phonebook-list";

const groupHref = (phonebook: Phonebook) => `/contacts/group/${phonebook.id}`;

/** The phone's list of phonebooks, each leading to its own contacts. */
export function PhonebookLinkList() {
  return <PhonebookList hrefFor={groupHref} />;
}
