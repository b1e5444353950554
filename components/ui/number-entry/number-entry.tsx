"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  checkNumberEntry,
  entryLimit,
  maxLengthFor,
  NUMBER_ENTRY_MESSAGES,
  type NumberEntryMode,
} from "@/lib/numbers/number-entry-rules";
import { PASTED_NUMBERS_MAX } from "@/lib/numbers/paste-numbers";
import { groupDigits } from "@/lib/format/money";
import { digitsOnly } from "@/lib/validation/digits";
import { Button } from "../button";
import { describedBy, Field } from "../field";
import { TextInput } from "../text-input";
import { NumberChips } from "./number-chips";
import { PasteNumbersDialog } from "./paste-numbers-dialog";

interface NumberEntryBaseProps {
  value: string[];
  onChange: (next: string[]) => void;
  label: string;
  /** An error from outside (e.g. the form), shown under the widget. */
  error?: string;
  disabled?: boolean;
  /** The most numbers the list may hold; the input is disabled once it is reached. */
  maxCount?: number;
  placeholder?: string;
  /** The input's id; generated when not given. */
  id?: string;
  onBlur?: () => void;
}

type NumberEntryModeProps =
  /** Mobile numbers, stored as 98 followed by ten digits; offers the paste dialog. */
  | { validateMobile?: boolean; prefix?: false }
  /** A single send prefix: up to 6 digits, no leading zero. */
  | { prefix: true; validateMobile?: false };

export type NumberEntryProps = NumberEntryBaseProps & NumberEntryModeProps;

function modeOf(props: NumberEntryModeProps): NumberEntryMode {
  if (props.prefix) return "prefix";
  return props.validateMobile ? "mobile" : "plain";
}

/**
 * The number entry widget (spec §5): type a number, add it with Enter or the add button, and manage
 * the list as removable chips. Rule errors show next to the input and keep the typed text for fixing.
 * When the list is full (maxCount, or the one prefix in prefix mode) the input is disabled and a note
 * says why; focus moves to that note so it is heard.
 */
export function NumberEntry(props: NumberEntryProps) {
  const { value, onChange, label, error, disabled = false, maxCount, placeholder, onBlur } = props;
  const mode = modeOf(props);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const ruleErrorId = `${inputId}-rule-error`;
  const noteId = `${inputId}-note`;

  const [text, setText] = useState("");
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const focusNoteWhenFull = useRef(false);

  const limit = entryLimit(mode, maxCount);
  const full = value.length >= limit;
  const blocked = disabled || full;
  const maxLength = maxLengthFor(mode);
  const pasteLimit = Math.min(PASTED_NUMBERS_MAX, limit);

  useEffect(() => {
    if (!focusNoteWhenFull.current) return;
    focusNoteWhenFull.current = false;
    if (full) noteRef.current?.focus();
  }, [full, value, pasteOpen]);

  // A paste that filled the list disables the paste button, so focus cannot go back to it on close.
  function setPasteDialogOpen(open: boolean) {
    if (!open && full) focusNoteWhenFull.current = true;
    setPasteOpen(open);
  }

  function add() {
    const check = checkNumberEntry(text, { mode, existing: value, maxCount });
    if (check.kind === "empty") return;
    if (check.kind === "error") {
      setRuleError(check.message);
      return;
    }
    const next = [...value, check.number];
    setText("");
    setRuleError(null);
    onChange(next);
    if (next.length >= limit) focusNoteWhenFull.current = true;
    else inputRef.current?.focus();
  }

  const remove = useCallback(
    (index: number) => {
      setRuleError(null);
      onChange(value.filter((_, i) => i !== index));
    },
    [value, onChange, setRuleError],
  );

  const focusInput = useCallback(() => inputRef.current?.focus(), []);

  const note = full && !disabled ? fullNote(mode, limit) : null;
  const inputDescribedBy = [ruleError ? ruleErrorId : null, note ? noteId : null, describedBy(inputId, error)]
    .filter(Boolean)
    .join(" ");

  return (
    <Field id={inputId} label={label} error={error}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-40 flex-1">
          <TextInput
            ref={inputRef}
            id={inputId}
            variant="tel"
            className="latin"
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={blocked}
            invalid={Boolean(ruleError || error)}
            aria-describedby={inputDescribedBy || undefined}
            onChange={(event) => {
              setText(digitsOnly(event.target.value).slice(0, maxLength));
              setRuleError(null);
            }}
            onEnter={add}
            onBlur={onBlur}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={blocked}>
          افزودن
        </Button>
        {mode === "mobile" ? (
          <Button variant="ghost" onClick={() => setPasteOpen(true)} disabled={blocked} aria-haspopup="dialog">
            افزودن گروهی
          </Button>
        ) : null}
      </div>

      {ruleError ? (
        <p id={ruleErrorId} role="alert" className="text-xs text-danger">
          {ruleError}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} ref={noteRef} tabIndex={-1} className="text-xs text-muted">
          {note}
        </p>
      ) : null}
      {mode !== "prefix" && value.length > 0 ? (
        <p className="text-xs text-muted">{countText(value.length, maxCount)}</p>
      ) : null}

      <NumberChips
        numbers={value}
        label={`فهرست ${label}`}
        disabled={disabled}
        onRemove={remove}
        onEmptied={focusInput}
      />

      {mode === "mobile" ? (
        <PasteNumbersDialog
          open={pasteOpen}
          onOpenChange={setPasteDialogOpen}
          existing={value}
          limit={pasteLimit}
          onApply={onChange}
        />
      ) : null}
    </Field>
  );
}

function fullNote(mode: NumberEntryMode, limit: number): string {
  if (mode === "prefix") return "پیشوند وارد شد؛ برای تغییر آن، پیشوند فعلی را حذف کنید.";
  return `${NUMBER_ENTRY_MESSAGES.maxReached(limit)}؛ برای افزودن، یکی از شماره‌ها را حذف کنید.`;
}

function countText(count: number, maxCount?: number): string {
  return maxCount === undefined
    ? `${groupDigits(count)} شماره در لیست`
    : `${groupDigits(count)} از ${groupDigits(maxCount)} شماره`;
}
