import { DOCUMENT_MESSAGES, DOCUMENT_RULES } from "@/lib/contract/documents";
import { toPersianDigits } from "@/lib/validation/digits";

const named = (message: string, name: string) => message.replace("{name}", name);
const extensionOf = (name: string) => name.slice(name.lastIndexOf(".")).toLowerCase();

/**
 * Why files chosen for a kind cannot be sent, in Persian, or null: none or too many for the kind,
 * or one that is not a JPG, PNG or PDF by its name, is empty, or is over 5 MB. The upstream checks
 * their content again.
 */
export function chosenFilesProblem(files: readonly Pick<File, "name" | "size">[], fileCount: number): string | null {
  if (files.length === 0) return DOCUMENT_MESSAGES.filesRequired;
  if (files.length > fileCount) return DOCUMENT_MESSAGES.tooManyFiles.replace("{count}", toPersianDigits(fileCount));
  for (const file of files) {
    const accepted = (DOCUMENT_RULES.accept as readonly string[]).includes(extensionOf(file.name));
    if (!file.name.includes(".") || !accepted) return named(DOCUMENT_MESSAGES.notAllowedType, file.name);
    if (file.size === 0) return named(DOCUMENT_MESSAGES.empty, file.name);
    if (file.size > DOCUMENT_RULES.maxFileBytes) return named(DOCUMENT_MESSAGES.tooLarge, file.name);
  }
  return null;
}

/**
 * A sample's address as a link the panel may follow: the upstream's own files through the panel
 * (`/api/...`), or a web address; anything else (a script URL, another scheme) is no link.
 */
export function sampleHref(address: string): string | null {
  if (/^\/api\/v1\/api\/[^\s]*$/.test(address)) return address;
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
