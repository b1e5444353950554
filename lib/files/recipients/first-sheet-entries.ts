import { attributeValues, decodeXmlValue, XmlTagReader } from "./xml-tag-reader";
import type { ZipDirectoryEntry } from "./zip-directory";
import { streamZipEntryText } from "./zip-entry-text";

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";

/** What the reader would take for one attribute whose value may be read once or, in odd files, twice decoded. */
const readings = (values: string[]) => values.flatMap((value) => [value, decodeXmlValue(value)]);

/** Every entry of this name: the unzipper keeps the last, the guard looks at all. */
const entriesNamed = (entries: ZipDirectoryEntry[], name: string) => entries.filter((entry) => entry.name === name);

type TagVisitor = (name: string, text: string) => boolean;

/** Streams each entry through a reader of these elements' tags; false when one could not be read to its end. */
function visitTags(bytes: Uint8Array, entries: ZipDirectoryEntry[], elements: string[], visit: TagVisitor): boolean {
  for (const entry of entries) {
    let complete = true;
    const reader = new XmlTagReader({ elements }, { tag: visit, oversized: () => (complete = false) });
    if (!streamZipEntryText(bytes, entry, (text, final) => reader.write(text, final))) continue;
    if (!complete) return false;
  }
  return true;
}

/**
 * The zip entries the reader could take for the workbook's first sheet: the first `<sheet>` with a
 * name in `xl/workbook.xml`, its relationship in `xl/_rels/workbook.xml.rels`, its target. Where a
 * file is ambiguous (an attribute twice, an empty name) every candidate is kept. Null when the
 * workbook's parts hold a tag too long to read.
 */
export function firstSheetEntries(bytes: Uint8Array, entries: ZipDirectoryEntry[]): ZipDirectoryEntry[] | null {
  const ids = new Set<string>();
  let named = false;
  const workbookRead = visitTags(bytes, entriesNamed(entries, WORKBOOK), ["sheet"], (_name, text) => {
    for (const id of readings(attributeValues(text, "id"))) ids.add(id);
    const names = attributeValues(text, "name");
    // The reader skips a sheet without a name; one that surely has one is the first sheet.
    named = names.length > 0 && names.every((name) => name !== "");
    return !named;
  });
  if (!workbookRead) return null;

  const paths = new Set<string>();
  const relsRead = visitTags(bytes, entriesNamed(entries, WORKBOOK_RELS), ["Relationship"], (_name, text) => {
    if (readings(attributeValues(text, "Id")).some((id) => ids.has(id))) {
      for (const target of readings(attributeValues(text, "Target")))
        paths.add(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
    }
    return true;
  });
  if (!relsRead) return null;
  return entries.filter((entry) => paths.has(entry.name));
}
