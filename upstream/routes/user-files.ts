import { Hono, type Context } from "hono";
import { stream } from "hono/streaming";
import { FILE_MESSAGES, fileListQuerySchema } from "@/lib/contract/account-files";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";
import {
  deleteFile,
  fileBytes,
  fileCategories,
  filesOut,
  findFile,
  listFiles,
  type FileRow,
  type FileViewer,
} from "../files/store";

/** A path's id as a number: anything but plain digits is no file at all (404, never 422 or 500). */
const pathId = (raw: string) => (/^[0-9]{1,16}$/.test(raw) ? Number(raw) : 0);

const viewerOf = (c: Context<AppEnv>): FileViewer => ({
  userId: c.get("user").id,
  memberId: c.get("member").id,
  owner: c.get("member").id === c.get("user").id,
});

/** `attachment` with the name in ASCII (RFC 6266) and whole in UTF-8 (`filename*`, RFC 5987). */
function disposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^_+$/, "file") || "file";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function refuseUnready(row: FileRow): void {
  if (row.state === "writing") throw new ApiFailure(409, FILE_MESSAGES.stillWriting, MESSAGE_CODES.conflict);
  if (row.state === "failed") throw new ApiFailure(409, FILE_MESSAGES.failed, MESSAGE_CODES.conflict);
}

/**
 * File management (`user/files`): the account's files by category with their storage against the
 * quota, a file streamed as an attachment, and an export deleted. The owner sees every file of the
 * account; a colleague the files they made. Another account's file, or an id out of range, is 404.
 */
export function userFileRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => {
      const { category, page, per_page } = readQuery(c, fileListQuerySchema);
      const { rows, total } = await listFiles(db, viewerOf(c), category, page, per_page);
      return okPage(c, rows, { page, perPage: per_page, total });
    })
    .get("/categories", async (c) => ok(c, await fileCategories(db, viewerOf(c))))
    .get("/:id/download", async (c) => {
      const row = await findFile(db, viewerOf(c), pathId(c.req.param("id")));
      refuseUnready(row);
      c.header("Content-Type", row.contentType || "application/octet-stream");
      c.header("Content-Disposition", disposition(row.name));
      c.header("Content-Length", String(row.size));
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Security-Policy", "default-src 'none'; sandbox");
      c.header("Cache-Control", "no-store");
      return stream(c, async (out) => {
        for await (const part of fileBytes(db, row)) await out.write(part);
      });
    })
    .delete("/:id", async (c) => {
      const gone = await deleteFile(db, viewerOf(c), pathId(c.req.param("id")));
      const [file] = await filesOut(db, [gone]);
      return ok(c, { id: file!.id, name: file!.name });
    });
}
