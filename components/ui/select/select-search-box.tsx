"use client";

import type { KeyboardEvent, Ref } from "react";
import { TextInput } from "@/components/ui/text-input";
import { SELECT_TEXT } from "./constants";

export interface SelectSearchBoxProps {
  inputRef: Ref<HTMLInputElement>;
  listboxId: string;
  value: string;
  activeDescendant?: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The search field at the top of an open list. Focus sits here while the list is open, so it
 * points at the active option (aria-activedescendant) and carries the list's arrow keys.
 */
export function SelectSearchBox({
  inputRef,
  listboxId,
  value,
  activeDescendant,
  onChange,
  onKeyDown,
}: SelectSearchBoxProps) {
  return (
    <div className="border-b border-border p-2">
      <TextInput
        ref={inputRef}
        type="search"
        aria-label={SELECT_TEXT.searchLabel}
        placeholder={SELECT_TEXT.searchPlaceholder}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeDescendant}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
