"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ColumnChoiceNeeded } from "@/lib/files/recipients/types";

interface ColumnChooserProps {
  choice: ColumnChoiceNeeded;
  onChoose(columns: { mobileColumn?: number; messageColumn?: number }): void;
}

/** When the file does not say which column holds the mobiles (or messages), the user picks it from samples. */
export function ColumnChooser({ choice, onChoose }: ColumnChooserProps) {
  const [mobile, setMobile] = useState<number | null>(choice.mobileColumn);
  const [message, setMessage] = useState<number | null>(null);
  const needsMobile = choice.needs.includes("mobileColumn");
  const needsMessage = choice.needs.includes("messageColumn");
  const ready = (!needsMobile || mobile !== null) && (!needsMessage || message !== null);

  const group = (name: string, legend: string, value: number | null, set: (v: number) => void) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choice.columns.map((column) => (
        <label
          key={column.index}
          className="flex cursor-pointer items-start gap-2 rounded-lg border border-border p-2 text-sm has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name={name}
            className="mt-1 accent-primary"
            checked={value === column.index}
            onChange={() => set(column.index)}
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">
              ستون {column.letter}
              {column.name !== column.letter ? ` — ${column.name}` : ""}
            </span>
            <span dir="ltr" className="truncate text-end text-xs text-muted">
              {column.sample.join("، ") || "—"}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft/40 p-3">
      <p className="text-sm">
        ستون {needsMobile ? "شماره‌های موبایل" : "متن پیام‌ها"} از روی فایل شناخته نشد؛ آن را انتخاب کنید.
      </p>
      {needsMobile ? group("mobile-column", "ستون شماره موبایل", mobile, setMobile) : null}
      {needsMessage ? group("message-column", "ستون متن پیام", message, setMessage) : null}
      <Button
        className="self-end"
        disabled={!ready}
        onClick={() =>
          onChoose({
            ...(mobile !== null ? { mobileColumn: mobile } : {}),
            ...(message !== null ? { messageColumn: message } : {}),
          })
        }
      >
        خواندن دوبارهٔ فایل
      </Button>
    </div>
  );
}
