"use client";

import { useEffect, useRef } from "react";
import { DROPDOWN_MAX_HEIGHT, SCROLL_LOAD_DISTANCE } from "./constants";
import { SelectOptionRow } from "./select-option-row";
import type { SelectOption, SelectValue } from "./types";

export interface SelectOptionListProps<V extends SelectValue> {
  id: string;
  label: string;
  /** Names the list by another element instead of `label`. */
  labelledBy?: string;
  multiple: boolean;
  options: readonly SelectOption<V>[];
  activeIndex: number;
  busy: boolean;
  isSelected: (value: V) => boolean;
  optionId: (index: number) => string;
  onChoose: (option: SelectOption<V>) => void;
  onActivate: (index: number) => void;
  /** Called when the list is scrolled to within 10 px of its bottom, or does not fill its height. */
  onNearBottom?: () => void;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= SCROLL_LOAD_DISTANCE;
}

/** The listbox: at most 200 px high, scrolling, one 40 px row per option. */
export function SelectOptionList<V extends SelectValue>({
  id,
  label,
  labelledBy,
  multiple,
  options,
  activeIndex,
  busy,
  isSelected,
  optionId,
  onChoose,
  onActivate,
  onNearBottom,
}: SelectOptionListProps<V>) {
  const listRef = useRef<HTMLUListElement>(null);

  // A page too short to scroll could never reach its bottom by scrolling: ask for more at once.
  // Only once laid out (a measured height), never in a layout-less render.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !onNearBottom || list.clientHeight === 0) return;
    if (isNearBottom(list)) onNearBottom();
  }, [options.length, onNearBottom]);

  // Keep the active row in sight: on open, and as the arrow keys move it past either edge.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      aria-busy={busy || undefined}
      style={{ maxHeight: DROPDOWN_MAX_HEIGHT }}
      // Keep focus on the trigger or in the search box while the mouse picks or drags the scrollbar.
      onMouseDown={(event) => event.preventDefault()}
      onScroll={(event) => {
        if (onNearBottom && isNearBottom(event.currentTarget)) onNearBottom();
      }}
      className="overflow-y-auto overscroll-contain py-1 outline-none empty:py-0"
    >
      {options.map((option, index) => (
        <SelectOptionRow
          key={String(option.value)}
          id={optionId(index)}
          option={option}
          selected={isSelected(option.value)}
          active={index === activeIndex}
          multiple={multiple}
          onChoose={onChoose}
          onActivate={() => onActivate(index)}
        />
      ))}
    </ul>
  );
}
