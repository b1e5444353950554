import { createHash } from "node:crypto";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Plugin } from "@/lib/contract/plugins";
import { llmsText } from "../api-docs/llms-text";
import { openApiDocument } from "../api-docs/openapi";
import { CATALOGUE, FILES_DATE, type CatalogueEntry, type PluginDocumentation } from "./catalogue";
import { EXAMPLE_JOBS } from "./example-jobs";
import { exampleReadme } from "./example-readme";
import { jobSamples } from "./job-sample";
import type { ExampleLanguage } from "./languages/types";
import { operationIdOf, referenceOperation } from "./reference-operation";

/** A built file: its name, bytes and the ETag of those bytes. */
export interface PluginFileBytes {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Unix file modes in a zip entry's external attributes: scripts keep their execute bit when unzipped. */
const REGULAR = 0o100644 << 16;
const EXECUTABLE = 0o100755 << 16;

function documentationUrl(documentation: PluginDocumentation): string {
  if ("llmsText" in documentation) return "/v1/api/panel/llms.txt";
  return `/developers/documents#${operationIdOf(documentation.operation)}`;
}

/** The line an example opens with about where its call is documented. */
const documentationLine = (job: (typeof EXAMPLE_JOBS)[number]) => {
  const operation = referenceOperation(job);
  return `راهنما: «${operation.summary}» (${operation.operationId}) در «برنامه‌نویسان ← مستندات» پنل، یا ${"$"}{SMS_API_BASE_URL}/v1/api/panel/llms.txt`;
};

function exampleFiles(entry: CatalogueEntry, language: ExampleLanguage): Record<string, string> {
  const files: Record<string, string> = { "README.md": exampleReadme(entry.name, entry.version, language) };
  for (const job of EXAMPLE_JOBS) {
    const operation = referenceOperation(job);
    const sample = jobSamples(job, operation)[language.sample];
    files[`${job.file}${language.extension}`] = language.write(job, operation, documentationLine(job), sample);
  }
  return files;
}

function referenceFiles(entry: CatalogueEntry): Record<string, string> {
  return {
    "README.md": [
      `# ${entry.name}`,
      "",
      `نسخهٔ ${entry.version}.`,
      "",
      "- `openapi.json`: سند OpenAPI 3.1 همهٔ فراخوانی‌ها، با ورودی‌ها، پاسخ‌ها، خطاها و نمونه‌ها؛ برای ساختن کلاینت (مثلاً با openapi-generator) یا وارد کردن در Postman و Insomnia. نشانی سرویس را در `servers` آن بگذارید.",
      "- `llms.md`: همین راهنما به صورت Markdown، برای ابزارها و دستیارهایی که متن می‌خوانند.",
      "",
      "کلید API یا توکن ورود را در سرآیند `Authorization`، همان‌طور که هست و بدون `Bearer`، بفرستید.",
      "",
    ].join("\n"),
    "openapi.json": `${JSON.stringify(openApiDocument().document, null, 2)}\n`,
    "llms.md": llmsText(),
  };
}

function buildFile(entry: CatalogueEntry): PluginFileBytes {
  const name = `${entry.fileStem}-${entry.version}`;
  const texts = entry.file.kind === "examples" ? exampleFiles(entry, entry.file.language) : referenceFiles(entry);
  const zippable: Zippable = {};
  for (const [file, text] of Object.entries(texts))
    zippable[`${name}/${file}`] = [strToU8(text), { os: 3, attrs: file.endsWith(".sh") ? EXECUTABLE : REGULAR }];
  // A copy over a plain ArrayBuffer, as an answer's body takes it.
  const bytes = new Uint8Array(zipSync(zippable, { level: 9, mtime: FILES_DATE }));
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  return { name: `${name}.zip`, bytes, etag };
}

let built: Map<number, { entry: CatalogueEntry; file: PluginFileBytes }> | undefined;

/**
 * Every entry's file, built once per process from the reference (a few milliseconds) and kept:
 * the bytes never change while the process runs, and the fixed dates make them the same after a
 * restart, so their ETags hold too.
 */
function builtFiles() {
  built ??= new Map(CATALOGUE.map((entry) => [entry.id, { entry, file: buildFile(entry) }]));
  return built;
}

/** The catalogue as `panel/plugins` answers it. */
export function pluginRows(): Plugin[] {
  return [...builtFiles().values()].map(({ entry, file }) => ({
    id: entry.id,
    name: entry.name,
    platform: entry.platform,
    version: entry.version,
    description: entry.description,
    documentation_url: documentationUrl(entry.documentation),
    download_url: `/v1/api/panel/plugins/${entry.id}/download`,
    file_name: file.name,
    file_size: file.bytes.byteLength,
  }));
}

/** An entry's file by its id, or undefined: the id is only ever a key of this map, never a path. */
export const pluginFile = (id: number): PluginFileBytes | undefined => builtFiles().get(id)?.file;
