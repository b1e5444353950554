import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { accountFiles } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { quoted } from "./wording";

const BASE = "/v1/api/user/files";
const FILE_MANAGEMENT = "/file-management";
const deleted = z.object({ id: z.number(), name: z.string() });

/** File management: a file downloaded (the account's data handed out) or an export deleted. */
export const FILE_ACTIVITIES: RouteActivities = {
  [`GET ${BASE}/:id/download`]: activity("files", async (source) => {
    const id = Number(source.param("id"));
    if (!Number.isSafeInteger(id)) return null;
    const [file] = await source.db
      .select({ name: accountFiles.name })
      .from(accountFiles)
      .where(and(eq(accountFiles.id, id), eq(accountFiles.userId, source.accountId)));
    return file ? line(`دریافت فایل ${quoted(file.name)}`, FILE_MANAGEMENT) : null;
  }),
  [`DELETE ${BASE}/:id`]: activity("files", async (source) => {
    const file = await source.data(deleted);
    return file && line(`حذف فایل ${quoted(file.name)}`, FILE_MANAGEMENT);
  }),
};
