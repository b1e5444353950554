import type { TicketAttachment } from "@/lib/contract/support";
import { formatFileSize } from "@/lib/files/file-checks";
import { attachmentHref } from "@/lib/support/attachment-href";

/** A message's files: each downloads through the panel, to the request's account only. */
export function AttachmentLinks({ files, label }: { files: readonly TicketAttachment[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1.5">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 rounded-lg bg-surface-2 px-3 py-1.5 text-sm">
          <a
            href={attachmentHref(file.id)}
            download={file.name}
            className="min-w-0 flex-1 truncate text-primary underline-offset-2 hover:underline"
          >
            <bdi>{file.name}</bdi>
          </a>
          <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
