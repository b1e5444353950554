"use client";

/** The documents the provider asks for, their state and files. */
export function DocumentsSection() {
  return null;
}
