import { DOCUMENT_RULES } from "@/lib/contract/documents";

/**
 * A file's name as it is kept and shown: the last part of whatever path the browser sent, without
 * control or direction-override characters, at most 200 characters; "file" when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  const clean = last
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .slice(0, DOCUMENT_RULES.nameMaxLength);
  return clean === "" || clean === "." || clean === ".." ? "file" : clean;
}
