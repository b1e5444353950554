"use client";

import { TextInput } from "@/components/ui/text-input";

/** The search over the messages' text. */
export function DraftSearchBox({
  value,
  onChange,
  label = "جستجو در متن پیام‌ها",
}: {
  value: string;
  onChange: (text: string) => void;
  label?: string;
}) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={`${label}…`}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
