"use client";

import dynamic from "next/dynamic";

/**
 * The add and edit dialog with its form library: left out of the contact screens' first load and
 * fetched once they have hydrated, well before a user can open it.
 */
export const ContactFormDialog = dynamic(
  () => import("./contact-form-dialog").then((module) => module.ContactFormDialog),
  { ssr: false },
);
