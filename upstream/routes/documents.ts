import { Hono } from "hono";
import * as z from "zod/mini";
import { documentIdRequestSchema } from "@/lib/contract/documents";
import { idSchema } from "@/lib/contract/common";
import { documentFileAnswer } from "../documents/file-answer";
import { documentList } from "../documents/list";
import { removeDocument } from "../documents/remove";
import { uploadDocument } from "../documents/upload";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { parseWith, readBody, readQuery } from "../http/validate";

const fileParams = z.object({ file_id: idSchema });

/**
 * user/documents: Edge's list, upload and remove. Edge writes upload and remove as GET with a body,
 * which no browser can send: upload is a multipart POST, remove a POST with `{document_id}` or a GET
 * with `?document_id=`. `files/{id}` opens one of the account's files.
 */
export function documentRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => ok(c, await documentList(db, c.get("user").id)))
    .post("/upload", async (c) => {
      await uploadDocument(c, db, c.get("user").id);
      return ok(c, null);
    })
    .post("/remove", async (c) => {
      const { document_id } = await readBody(c, documentIdRequestSchema);
      await removeDocument(db, c.get("user").id, document_id);
      return ok(c, null);
    })
    .get("/remove", async (c) => {
      const { document_id } = readQuery(c, documentIdRequestSchema);
      await removeDocument(db, c.get("user").id, document_id);
      return ok(c, null);
    })
    .get("/files/:file_id", async (c) => {
      const { file_id } = parseWith(fileParams, c.req.param());
      return documentFileAnswer(c, db, c.get("user").id, file_id);
    });
}
