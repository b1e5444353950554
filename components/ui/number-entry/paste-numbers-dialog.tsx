"use client";

import { useId, useState } from "react";
import { parsePastedNumbers, type PasteResult } from "@/lib/numbers/paste-numbers";
import { groupDigits } from "@/lib/format/money";
import { Button } from "../button";
import { Modal } from "../dialog";
import { Field } from "../field";
import { PasteSummary } from "./paste-summary";

export interface PasteNumbersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The numbers already in the list; pasted ones are merged after them without duplicates. */
  existing: readonly string[];
  /** The most numbers the list may hold after the paste. */
  limit: number;
  /** Receives the merged list when a paste added at least one number. */
  onApply: (merged: string[]) => void;
}

/**
 * Bulk entry of mobile numbers (spec §5 paste dialog). Confirming adds the valid numbers at once and
 * keeps the dialog open with a summary; the invalid entries are listed and left in the text box so
 * the user can correct them and confirm again.
 */
export function PasteNumbersDialog({ open, onOpenChange, existing, limit, onApply }: PasteNumbersDialogProps) {
  const textId = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<PasteResult | null>(null);

  function close(next: boolean) {
    if (!next) {
      setText("");
      setResult(null);
    }
    onOpenChange(next);
  }

  function confirm() {
    const outcome = parsePastedNumbers(text, existing, limit);
    if (outcome.added.length > 0) onApply(outcome.merged);
    setResult(outcome);
    setText(outcome.invalid.join("\n"));
  }

  const room = Math.max(0, limit - existing.length);
  const hint = `هر شماره در یک خط، یا جدا شده با ویرگول. جای خالی لیست: ${groupDigits(room)} شماره.`;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="افزودن گروهی شماره‌ها"
      className="max-w-lg"
      // The footer's cancel / close button closes it (as does Escape); a corner × would repeat it.
      closeButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {result ? "بستن" : "انصراف"}
          </Button>
          <Button onClick={confirm} disabled={text.trim() === ""} className="min-w-28">
            افزودن به لیست
          </Button>
        </>
      }
    >
      <Field id={textId} label="شماره‌های موبایل" hint={hint}>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${textId}-hint`}
          rows={8}
          dir="ltr"
          spellCheck={false}
          placeholder={"09121234567\n09351234567, 09901234567"}
          className="latin w-full resize-y rounded-lg border border-border bg-surface px-3 py-2 text-sm leading-6 text-text transition-colors outline-none placeholder:text-muted focus:border-primary"
        />
      </Field>
      {result ? <PasteSummary result={result} limit={limit} /> : null}
    </Modal>
  );
}
