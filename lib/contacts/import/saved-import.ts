import * as z from "zod/mini";
import type { ColumnTargets } from "./column-targets";

/** What identifies one upload: the phonebook, the file, and the rows the mapping sends. */
export interface ImportFingerprint {
  phonebookId: number;
  file: { name: string; size: number; lastModified: number };
  /** The column mapping, so a changed mapping starts another import. */
  mapping: string;
  records: number;
  chunks: number;
}

const savedImportSchema = z.object({
  importId: z.string(),
  phonebookId: z.number(),
  file: z.object({ name: z.string(), size: z.number(), lastModified: z.number() }),
  mapping: z.string(),
  records: z.number(),
  chunks: z.number(),
});
export type SavedImport = z.infer<typeof savedImportSchema>;

export type ImportStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (phonebookId: number) => `phonebook-import:${phonebookId}`;

/** The mapping written the same way whatever order its columns were set in. */
export function mappingSignature(targets: ColumnTargets): string {
  return JSON.stringify(Object.entries(targets).sort(([a], [b]) => Number(a) - Number(b)));
}

/** The tab's session storage; null where the browser refuses it. */
export function sessionImportStore(): ImportStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The unfinished upload into this phonebook kept by this tab, if any. */
export function readSavedImport(store: ImportStore | null, phonebookId: number): SavedImport | null {
  try {
    const text = store?.getItem(keyOf(phonebookId));
    if (!text) return null;
    const parsed = savedImportSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.phonebookId === phonebookId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function sameUpload(saved: ImportFingerprint, fingerprint: ImportFingerprint): boolean {
  return (
    saved.phonebookId === fingerprint.phonebookId &&
    saved.file.name === fingerprint.file.name &&
    saved.file.size === fingerprint.file.size &&
    saved.file.lastModified === fingerprint.file.lastModified &&
    saved.mapping === fingerprint.mapping &&
    saved.records === fingerprint.records &&
    saved.chunks === fingerprint.chunks
  );
}

export function saveImport(store: ImportStore | null, saved: SavedImport): void {
  try {
    store?.setItem(keyOf(saved.phonebookId), JSON.stringify(saved));
  } catch {
    // A full or refused storage only loses the resume after a reload.
  }
}

export function forgetImport(store: ImportStore | null, phonebookId: number): void {
  try {
    store?.removeItem(keyOf(phonebookId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
