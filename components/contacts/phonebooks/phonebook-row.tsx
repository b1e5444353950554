"use client";

import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { SelectionCheckbox } from "@/components/ui/table/selection-checkbox";
import type { Phonebook } from "@/lib/contract/phonebooks";
import { groupDigits } from "@/lib/format/money";
import { Allowed } from "@/components/layout/allowed";

export interface PhonebookRowProps {
  phonebook: Phonebook;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The phonebook whose contacts are shown now. */
  current?: boolean;
  /** Shows its contacts (desktop); or, with `href`, a link to its page (phone). */
  onChoose?: () => void;
  href?: string;
  onRename: () => void;
}

const ROW = "flex items-center gap-2 rounded-lg px-2 py-1.5 data-[current]:bg-primary-soft";
const CHOOSE =
  "flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md py-1 text-start text-sm hover:text-primary";

/** One phonebook in the list: its checkbox, its title with its contact count, and rename. */
export function PhonebookRow({
  phonebook,
  checked,
  onCheckedChange,
  current = false,
  onChoose,
  href,
  onRename,
}: PhonebookRowProps) {
  const label = (
    <>
      <span className="min-w-0 truncate font-medium">{phonebook.title}</span>
      <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted" title="تعداد مخاطبان">
        {groupDigits(phonebook.count)}
        <span className="sr-only"> مخاطب</span>
      </span>
    </>
  );
  return (
    <li data-current={current || undefined} className={ROW}>
      <Allowed rule="contacts.edit">
        <SelectionCheckbox label={`انتخاب دفترچه ${phonebook.title}`} checked={checked} onChange={onCheckedChange} />
      </Allowed>
      {href ? (
        <PrefetchLink href={href} className={CHOOSE}>
          {label}
        </PrefetchLink>
      ) : (
        <button type="button" onClick={onChoose} aria-current={current || undefined} className={CHOOSE}>
          {label}
        </button>
      )}
      <Allowed rule="contacts.edit">
        <Button size="sm" variant="ghost" onClick={onRename} aria-label={`تغییر نام ${phonebook.title}`}>
          تغییر نام
        </Button>
      </Allowed>
    </li>
  );
}
