import { backgroundExportResponseSchema, type AccountFile } from "../contract/account-files";
import { ApiError } from "../errors/api-error";
import { apiResponse, responseBody } from "./client";

/**
 * What an export answered: the file itself with the name its `Content-Disposition` gives it, or,
 * past 100,000 rows, the file being written in the background in file management (202).
 */
export type ExportOutcome =
  { kind: "file"; blob: Blob; filename: string | null } | { kind: "queued"; file: AccountFile };

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;

/** The upstream path of a download link the page shows (`/api/<path>`). */
export const apiPathOf = (href: string) => href.replace(/^\/api\//, "");

/** An export: by its link (GET) or with its filters in the body (POST). */
export async function apiExport(path: string, json?: unknown): Promise<ExportOutcome> {
  const response = await apiResponse(path, json === undefined ? { method: "get" } : { method: "post", json });
  if (response.status === 202) {
    const parsed = backgroundExportResponseSchema.safeParse(await responseBody(response));
    if (!parsed.success) throw new ApiError(502, { meta: { status: false, message: null } });
    return { kind: "queued", file: parsed.data.data.file };
  }
  return {
    kind: "file",
    blob: await response.blob(),
    filename: fileNameOf(response.headers.get("content-disposition")),
  };
}
