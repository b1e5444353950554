import type { ContactTag } from "@/lib/contract/contacts";

/** A contact's tags as small chips; a dash when it has none. */
export function ContactTags({ tags }: { tags: readonly ContactTag[] }) {
  if (tags.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul aria-label="برچسب‌ها" className="flex flex-wrap justify-end gap-1 md:justify-start">
      {tags.map((tag) => (
        <li key={tag.id} className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
          {tag.tag}
        </li>
      ))}
    </ul>
  );
}
