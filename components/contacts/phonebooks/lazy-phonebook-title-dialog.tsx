"use client";

import dynamic from "next/dynamic";

/** The new-phonebook and rename dialog, fetched after the contact screens hydrate (as the contact form is). */
export const PhonebookTitleDialog = dynamic(
  () => import("./phonebook-title-dialog").then((module) => module.PhonebookTitleDialog),
  { ssr: false },
);
