import type { DocumentKind } from "@/lib/contract/documents";
import { sampleHref } from "./chosen-files";

/** The provider's sample forms of a kind, to print and fill. */
export function SampleLinks({ samples }: { samples: DocumentKind["sample_file"] }) {
  const links = (samples ?? []).flatMap((sample) => {
    const href = sampleHref(sample.address);
    return href ? [{ title: sample.title, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {`دریافت ${link.title}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
