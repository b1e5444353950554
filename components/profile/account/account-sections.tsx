"use client";

/** The account's sections on a desktop's /profile: summary and logo, personal, legal, contact and address. */
export function AccountSections() {
  return null;
}
