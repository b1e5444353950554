import type { Context } from "hono";
import { FILE_MESSAGES } from "@/lib/contract/account-files";
import type { AppEnv, Deps } from "../http/deps";
import { MESSAGE_CODES } from "../http/messages";
import { sheetResponse, sheetStream } from "../sheets/sheet-stream";
import { goesToBackground, queueExport } from "./background-export";
import { exportRowCount, exportRows, type ExportJob, type ExportOwner } from "./export-jobs";
import { filesOut } from "./store";

/** The account and member a call exports for. */
const exportOwnerOf = (c: Context<AppEnv>): ExportOwner => ({
  userId: c.get("user").id,
  memberId: c.get("member").id,
  username: c.get("user").username,
});

/**
 * Every export's answer: the file itself, streamed as it is read, or, past 100,000 rows, 202 at
 * once with the file being written in file management (the same bytes, later). `delivery=direct`
 * asks for the file itself whatever its size.
 */
export async function exportResponse(c: Context<AppEnv>, db: Deps["db"], job: ExportJob): Promise<Response> {
  const owner = exportOwnerOf(c);
  if (c.req.query("delivery") !== "direct") {
    const rows = await exportRowCount(db, owner, job);
    if (goesToBackground(rows)) {
      const [file] = await filesOut(db, [await queueExport(db, owner, job, rows)]);
      return c.json(
        {
          data: { file },
          meta: {
            status: true,
            message: FILE_MESSAGES.backgroundStarted,
            message_parameters: [],
            message_code: MESSAGE_CODES.ok,
          },
        },
        202,
      );
    }
  }
  return sheetResponse(c, sheetStream(job.format, await exportRows(db, owner, job)), job.format, job.baseName);
}
