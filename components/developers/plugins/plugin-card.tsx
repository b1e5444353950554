import Link from "next/link";
import { LatinText } from "@/components/ui/latin-text";
import type { Plugin } from "@/lib/contract/plugins";
import { formatFileSize } from "@/lib/files/file-checks";
import { documentationLink, downloadHref } from "./plugin-links";

const LINK = "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors";

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4" aria-hidden="true">
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One integration: its name, platform and version (Latin, left to right, as the file's name and
 * its README write them), what it is for, and its documentation and file. The file comes from the
 * upstream through the panel's own `/api`, with the session, as a download named by the upstream.
 */
export function PluginCard({ plugin }: { plugin: Plugin }) {
  const titleId = `plugin-${plugin.id}-title`;
  const documentation = documentationLink(plugin);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-5"
    >
      <h2 id={titleId} className="text-base leading-7 font-bold">
        {plugin.name}
      </h2>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted">بستر:</dt>
          <dd>
            <LatinText>{plugin.platform}</LatinText>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">نسخه:</dt>
          <dd>
            <LatinText>{plugin.version}</LatinText>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">حجم:</dt>
          <dd>{formatFileSize(plugin.file_size)}</dd>
        </div>
      </dl>
      <p className="flex-1 text-sm leading-7 text-text">{plugin.description}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={downloadHref(plugin)}
          download={plugin.file_name}
          aria-label={`دریافت ${plugin.name} (فایل zip)`}
          className={`${LINK} bg-primary text-on-primary hover:bg-primary-hover`}
        >
          <DownloadIcon />
          دریافت
        </a>
        {documentation.panelPage ? (
          <Link
            href={documentation.href}
            aria-label={`مستندات ${plugin.name}`}
            className={`${LINK} border border-border bg-surface text-text hover:bg-surface-2`}
          >
            مستندات
          </Link>
        ) : (
          <a
            href={documentation.href}
            target="_blank"
            rel="noopener"
            aria-label={`مستندات ${plugin.name} (در برگهٔ تازه)`}
            className={`${LINK} border border-border bg-surface text-text hover:bg-surface-2`}
          >
            مستندات
          </a>
        )}
      </div>
    </article>
  );
}
