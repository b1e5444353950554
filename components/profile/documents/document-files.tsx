import { documentFileHref } from "@/lib/api/documents";
import type { DocumentFile } from "@/lib/contract/documents";
import { formatFileSize } from "@/lib/files/file-checks";

/** The files of a submission: each opens (an image) or downloads (a PDF) through the panel. */
export function DocumentFiles({ files, title }: { files: readonly DocumentFile[]; title: string }) {
  return (
    <ul aria-label={`فایل‌های ${title}`} className="flex flex-col gap-1.5">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
          <a
            href={documentFileHref(file.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 truncate text-primary underline-offset-2 hover:underline"
          >
            <bdi>{file.name}</bdi>
          </a>
          <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
