import type { ExportFormat } from "../contract/common";
import type { SecretaryInboxKind } from "../contract/secretaries";
import { SECRETARIES_BASE } from "./queries/secretary-queries";

/** The link that downloads what a secretary received, all or of one kind; the BFF passes the file through with the session. */
export function secretaryInboxExportUrl(id: number, kind: SecretaryInboxKind | "all", format: ExportFormat): string {
  const query = new URLSearchParams({ secretary_id: String(id), inbox_type: kind, format });
  return `/api/${SECRETARIES_BASE}/module-inboxes-list/export?${query}`;
}
