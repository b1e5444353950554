import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { appSettings, documentKinds, storedFiles } from "../db/schema";
import { filePath } from "./data/banners";
import { DOCUMENT_KINDS } from "./data/documents";

const DOCUMENTS_SEED_KEY = "seed_documents_version";
const DOCUMENTS_SEED_VERSION = "1";
/** Apart from the banners' folder, whose every SVG the first seed stores. */
const SAMPLES_DIR = fileURLToPath(new URL("./assets/documents", import.meta.url));

/** The kinds of document and their sample forms, once. True when added. */
export async function seedDocumentKinds(tx: Tx): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, DOCUMENTS_SEED_KEY));
  if (mark) return false;
  for (const [index, kind] of DOCUMENT_KINDS.entries()) {
    const sample = "sample" in kind ? kind.sample : null;
    if (sample) {
      const body = await readFile(path.join(SAMPLES_DIR, sample.file));
      await tx
        .insert(storedFiles)
        .values({ name: sample.file, contentType: "image/svg+xml", body })
        .onConflictDoNothing();
    }
    await tx.insert(documentKinds).values({
      code: kind.code,
      title: kind.title,
      description: kind.description,
      fileCount: kind.fileCount,
      showOrder: index + 1,
      sampleFiles: sample ? [{ title: sample.title, address: filePath(sample.file) }] : [],
    });
  }
  await tx.insert(appSettings).values({ key: DOCUMENTS_SEED_KEY, value: DOCUMENTS_SEED_VERSION });
  return true;
}
