"use client";

import { memo, useEffect, useRef } from "react";
import { toPersianDigits } from "@/lib/validation/digits";
import { CloseIcon } from "../icons";

export interface NumberChipsProps {
  numbers: readonly string[];
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  onRemove: (index: number) => void;
  /** Called after the last chip was removed, so the caller can put focus back on its input. */
  onEmptied?: () => void;
}

/**
 * The entered numbers as removable chips in a box at most 180 px high (spec §9) that scrolls.
 * Numbers are printed in Persian digits like the rest of the panel's text, isolated left to right so
 * the digits keep their order; removing a chip moves focus to the next one, so a keyboard user can
 * remove several in a row. Memoised: a list of a thousand numbers is not redrawn on every keystroke
 * in the widget's input.
 */
export const NumberChips = memo(function NumberChips({
  numbers,
  label,
  disabled = false,
  onRemove,
  onEmptied,
}: NumberChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const removedIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    if (numbers.length === 0) {
      onEmptied?.();
      return;
    }
    const buttons = listRef.current?.querySelectorAll("button");
    buttons?.[Math.min(index, numbers.length - 1)]?.focus();
  }, [numbers, onEmptied]);

  if (numbers.length === 0) return null;

  return (
    <ul
      ref={listRef}
      aria-label={label}
      // A scrolling box must stay reachable by keyboard even when its buttons are disabled.
      tabIndex={disabled ? 0 : undefined}
      className="flex max-h-[180px] flex-wrap content-start gap-2 overflow-y-auto rounded-lg border border-border bg-surface-2 p-2"
    >
      {numbers.map((number, index) => {
        const shown = toPersianDigits(number);
        return (
          <li
            key={number}
            className="inline-flex h-8 items-center gap-1 rounded-full bg-primary-soft ps-3 pe-1 text-sm text-text"
          >
            <bdi dir="ltr">{shown}</bdi>
            <button
              type="button"
              aria-label={`حذف ${shown}`}
              disabled={disabled}
              onClick={() => {
                removedIndex.current = index;
                onRemove(index);
              }}
              className="inline-flex size-6 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-danger disabled:cursor-not-allowed disabled:opacity-60"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
});
