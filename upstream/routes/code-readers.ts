import { and, count, desc, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  CODE_READER_MESSAGES,
  codeReaderFieldsSchema,
  codeReaderInboxQuerySchema,
  codeReaderListQuerySchema,
  codeReaderStateRequestSchema,
  codeReaderVariablesQuerySchema,
  deleteCodeReadersRequestSchema,
  type CodeReaderInboxRow,
  type CodeReaderKind,
} from "@/lib/contract/code-readers";
import { idSchema } from "@/lib/contract/common";
import { dateToSendTime } from "@/lib/contract/send";
import { codeSheet } from "../code-readers/export";
import { readCodes } from "../code-readers/read-codes";
import {
  checkFieldsAhead,
  createCodeReader,
  deleteCodeReaders,
  findCodeReader,
  listCodeReaders,
  placeholdersOf,
  setCodeReaderActive,
  updateCodeReader,
} from "../code-readers/store";
import { codeReaderMessages } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { parseWith, readBody, readQuery } from "../http/validate";
import { e164 } from "../phonebooks/format";
import { sheetResponse } from "../sheets/sheet-stream";

const inboxOut = (row: typeof codeReaderMessages.$inferSelect): CodeReaderInboxRow => ({
  id: row.id,
  msisdn: e164(row.msisdn),
  message: row.message,
  code: row.code,
  kind: row.kind as CodeReaderKind,
  answer: row.answer,
  answer_state: row.answerState as CodeReaderInboxRow["answer_state"],
  answer_send_id: row.answerSendId,
  received_at: dateToSendTime(row.receivedAt),
});

/** A multipart form's fields (checked by the contract's schema) and its one file, if any. */
async function readForm(c: Context<AppEnv>, fileRequired: boolean) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
  }
  const files = Object.values(form)
    .flat()
    .filter((value): value is File => typeof value !== "string");
  if (files.length > 1) throw validationFailed({ file: [CODE_READER_MESSAGES.oneFileOnly] });
  if (fileRequired && files.length === 0) throw validationFailed({ file: [CODE_READER_MESSAGES.fileRequired] });
  const texts = Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
  const fields = parseWith(codeReaderFieldsSchema, texts);
  const upload = files[0];
  return { fields, file: upload ? { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) } : null };
}

/**
 * Code readers (`phonebooks/advanced-services/advanced-reader`): list, create and update with a
 * codes file (multipart), details, delete-list, state, the file's variables, the codes exported
 * with their use, and what a reader received. Another account's reader answers 404, exactly as an
 * unknown one.
 */
export function codeReaderRoutes(deps: Deps) {
  const { db } = deps;
  const readerId = (raw: string) => parseWith(idSchema, raw);
  const found = async (userId: number, id: number) => {
    const reader = await findCodeReader(db, userId, id);
    if (!reader) throw notFound(CODE_READER_MESSAGES.readerNotFound);
    return reader;
  };
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => {
      const { page, per_page } = readQuery(c, codeReaderListQuerySchema);
      const { rows, total } = await listCodeReaders(db, c.get("user").id, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return okPage(c, rows, { page, perPage: per_page, total });
    })
    .post("/", async (c) => {
      const userId = c.get("user").id;
      const { fields, file } = await readForm(c, true);
      await checkFieldsAhead(db, userId, fields);
      const codes = await readCodes(file!);
      const { id, report } = await createCodeReader(db, userId, fields, codes);
      return ok(c, { reader: await found(userId, id), import: report });
    })
    .post("/delete-list", async (c) => {
      const { ids } = await readBody(c, deleteCodeReadersRequestSchema);
      if (!(await deleteCodeReaders(db, c.get("user").id, ids))) throw notFound(CODE_READER_MESSAGES.readerNotFound);
      return ok(c, null);
    })
    .get("/get-variables", async (c) => {
      const { id } = readQuery(c, codeReaderVariablesQuerySchema);
      const { variables } = await found(c.get("user").id, id);
      return ok(c, { variables, placeholders: placeholdersOf(variables) });
    })
    .get("/:id{[0-9]+}", async (c) => ok(c, await found(c.get("user").id, readerId(c.req.param("id")))))
    .put("/:id{[0-9]+}", async (c) => {
      const userId = c.get("user").id;
      const id = readerId(c.req.param("id"));
      // Another account's reader is unknown before its fields or file are looked at.
      await found(userId, id);
      const { fields, file } = await readForm(c, false);
      await checkFieldsAhead(db, userId, fields);
      const codes = file ? await readCodes(file) : null;
      const report = await updateCodeReader(db, userId, id, fields, codes);
      return ok(c, { reader: await found(userId, id), import: report });
    })
    .post("/:id{[0-9]+}/state", async (c) => {
      const id = readerId(c.req.param("id"));
      const { active } = await readBody(c, codeReaderStateRequestSchema);
      const userId = c.get("user").id;
      if (!(await setCodeReaderActive(db, userId, id, active))) throw notFound(CODE_READER_MESSAGES.readerNotFound);
      return ok(c, await found(userId, id));
    })
    .get("/:id{[0-9]+}/export-codes", async (c) => {
      const reader = await found(c.get("user").id, readerId(c.req.param("id")));
      return sheetResponse(c, codeSheet(db, reader), "csv", `code-reader-${reader.id}-codes`);
    })
    .get("/:id{[0-9]+}/inbox", async (c) => {
      const id = readerId(c.req.param("id"));
      const { page, per_page, kind } = readQuery(c, codeReaderInboxQuerySchema);
      await found(c.get("user").id, id);
      const where = and(
        eq(codeReaderMessages.readerId, id),
        kind === "all" ? undefined : eq(codeReaderMessages.kind, kind),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(codeReaderMessages)
          .where(where)
          .orderBy(desc(codeReaderMessages.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(codeReaderMessages).where(where),
      ]);
      return okPage(c, rows.map(inboxOut), { page, perPage: per_page, total: total?.n ?? 0 });
    });
}
