"use client";

/** The four steps of a mobile number change (spec §4). */
export function PhoneChangeSection() {
  return null;
}
