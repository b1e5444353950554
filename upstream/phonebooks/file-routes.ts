import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { contactExportQuerySchema } from "@/lib/contract/contacts";
import { exportFormatQuerySchema } from "@/lib/contract/common";
import {
  IMPORT_MESSAGES,
  importChunkRequestSchema,
  importColumnsSchema,
  type ImportColumns,
} from "@/lib/contract/phonebook-import";
import { startImportWithFileRequestSchema } from "@/lib/contract/import-file";
import { eq } from "drizzle-orm";
import { phonebookOptionLinks } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { parseWith, readBody, readQuery } from "../http/validate";
import { FILE_SEND_MESSAGES } from "../sending/file-send-messages";
import { readContactFilters } from "./contacts-query";
import { sampleFile, type SheetFile } from "./export";
import { exportResponse } from "../files/export-response";
import { visibleFeatures } from "./features";
import { commitImport, importState, keepImportFile, putChunk, startImport } from "./import-chunks";
import { importFile } from "./import-file";
import { ownPhonebook } from "./ownership";
import { phonebookIdParam } from "./params";

/** The file as an attachment; its name ASCII, as RFC 6266 wants it. */
function attachment(c: Context, file: SheetFile) {
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.fileName}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  });
}

type FormBody = Awaited<ReturnType<Context["req"]["parseBody"]>>;

const importParams = z.object({ import_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, IMPORT_MESSAGES.importIdInvalid) });
const chunkParams = importParams.extend({
  chunk_index: z.coerce.number().int().min(0, IMPORT_MESSAGES.chunkIndexInvalid),
});

function uploadedFiles(form: FormBody): File[] {
  const out: File[] = [];
  for (const [key, value] of Object.entries(form)) {
    if (!/^files?(\[\d*\])?$/.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (item instanceof File) out.push(item);
  }
  return out;
}

function textField(form: FormBody, name: string): string | undefined {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() !== "" ? first.trim() : undefined;
}

function mobileColumnOf(form: FormBody): number | undefined {
  const text = textField(form, "mobile_column");
  if (text === undefined) return undefined;
  if (!/^\d{1,5}$/.test(text)) throw validationFailed({ mobile_column: [FILE_SEND_MESSAGES.columnInvalid] });
  return Number(text);
}

function columnsOf(form: FormBody): ImportColumns | undefined {
  const text = textField(form, "columns");
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw validationFailed({ columns: [IMPORT_MESSAGES.columnsInvalid] });
  }
  const parsed = importColumnsSchema.safeParse(value);
  if (!parsed.success) throw validationFailed({ columns: [IMPORT_MESSAGES.columnsInvalid] });
  return parsed.data;
}

/**
 * Imports (Edge's file import and its sample; the chunked import of the panel and its original
 * file, kept once the import is committed) and exports
 * (Edge's contact-list export and a phonebook's export, answered as the file itself).
 */
export function fileRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/numbers/contact-list/export", async (c) => {
      const { format, ...query } = readQuery(c, contactExportQuerySchema);
      const userId = c.get("user").id;
      const filters = await readContactFilters(db, userId, query);
      return exportResponse(c, db, { kind: "contacts", params: { filters }, format, baseName: "contacts" });
    })
    .get("/:phonebook_id{[0-9]+}/export", async (c) => {
      const { format } = readQuery(c, exportFormatQuerySchema);
      const userId = c.get("user").id;
      const phonebook = await ownPhonebook(db, userId, phonebookIdParam(c).phonebook_id);
      const params = { filters: { phonebook_id: phonebook.id } };
      return exportResponse(c, db, { kind: "phonebook", params, format, baseName: `phonebook-${phonebook.id}` });
    })
    .get("/:phonebook_id{[0-9]+}/import/get-sample", async (c) => {
      const { format } = readQuery(c, exportFormatQuerySchema);
      const userId = c.get("user").id;
      const phonebook = await ownPhonebook(db, userId, phonebookIdParam(c).phonebook_id);
      const shown = new Set(
        (await db.select().from(phonebookOptionLinks).where(eq(phonebookOptionLinks.phonebookId, phonebook.id))).map(
          (l) => l.optionId,
        ),
      );
      const enabled = (await visibleFeatures(db, userId)).filter((f) => f.enabled);
      // The phonebook's own features when it names some, else every enabled one.
      const features = shown.size > 0 ? enabled.filter((f) => shown.has(f.id)) : enabled;
      return attachment(c, await sampleFile(features, format));
    })
    .post("/:phonebook_id{[0-9]+}/import", async (c) => {
      const userId = c.get("user").id;
      const phonebook = await ownPhonebook(db, userId, phonebookIdParam(c).phonebook_id);
      let form: FormBody;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
      }
      const files = uploadedFiles(form);
      if (files.length === 0) throw validationFailed({ file: [IMPORT_MESSAGES.fileRequired] });
      if (files.length > 1) throw validationFailed({ file: [FILE_SEND_MESSAGES.oneFileOnly] });
      const mobileColumn = mobileColumnOf(form);
      const columns = columnsOf(form);
      const upload = files[0]!;
      const result = await importFile(db, userId, phonebook, {
        file: { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) },
        memberId: c.get("member").id,
        mobileColumn,
        columns,
      });
      return ok(c, result);
    })
    .post("/:phonebook_id{[0-9]+}/imports", async (c) => {
      const body = await readBody(c, startImportWithFileRequestSchema);
      const userId = c.get("user").id;
      const phonebook = await ownPhonebook(db, userId, phonebookIdParam(c).phonebook_id);
      return ok(c, await startImport(db, { userId, memberId: c.get("member").id }, phonebook, body));
    })
    .get("/imports/:import_id", async (c) => {
      const { import_id } = parseWith(importParams, c.req.param());
      return ok(c, await importState(db, c.get("user").id, import_id));
    })
    .put("/imports/:import_id/chunks/:chunk_index", async (c) => {
      const { import_id, chunk_index } = parseWith(chunkParams, c.req.param());
      const { contacts } = await readBody(c, importChunkRequestSchema);
      return ok(c, await putChunk(db, c.get("user").id, import_id, chunk_index, contacts));
    })
    .post("/imports/:import_id/commit", async (c) => {
      const { import_id } = parseWith(importParams, c.req.param());
      return ok(c, await commitImport(db, c.get("user").id, import_id));
    })
    .put("/imports/:import_id/file", async (c) => {
      const { import_id } = parseWith(importParams, c.req.param());
      // The file as it is, the whole body (at most 60 MB: upload-limits.ts).
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const kept = await keepImportFile(db, c.get("user").id, import_id, bytes);
      return ok(c, { id: kept.id, name: kept.name, size: kept.size });
    });
}
