"use client";

import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement, type Ref } from "react";
import { Popup } from "@/components/ui/popup";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { firstEnabledIndex, lastEnabledIndex, stepEnabledIndex } from "./active-option";
import { SELECT_TEXT } from "./constants";
import { filterOptionsByLabel } from "./normalize-search";
import { selectKeyAction } from "./select-keys";
import { SelectListStatus, type SelectListState } from "./select-list-status";
import { SelectOptionList } from "./select-option-list";
import { SelectSearchBox } from "./select-search-box";
import { SelectTrigger } from "./select-trigger";
import type { LoadOptions, SelectOption, SelectValue } from "./types";
import { useAsyncOptions } from "./use-async-options";

interface SelectCommonProps<V extends SelectValue> {
  /** The options of a local list. */
  options?: readonly SelectOption<V>[];
  /** A server-backed list, fetched page by page; takes the place of `options`. */
  loadOptions?: LoadOptions<V>;
  /** Labels for values chosen before the list was loaded (a record being edited). */
  selectedOptions?: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** A search box at the top of the list: filters local options, or is sent to `loadOptions`. */
  searchable?: boolean;
  /** A × on the trigger that empties the selection. */
  clearable?: boolean;
  /** The trigger's id, for a Field's <label htmlFor>. */
  id?: string;
  /** Submits the chosen values with a plain form, as hidden inputs of this name. */
  name?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  /** Focus left the whole control (trigger, clear button and list), for react-hook-form's touched state. */
  onBlur?: () => void;
  /** The trigger button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

export interface SingleSelectProps<V extends SelectValue = SelectValue> extends SelectCommonProps<V> {
  multiple?: false;
  value: V | null | undefined;
  onChange: (value: V | null, option: SelectOption<V> | null) => void;
}

export interface MultiSelectProps<V extends SelectValue = SelectValue> extends SelectCommonProps<V> {
  multiple: true;
  value: readonly V[] | undefined;
  onChange: (value: V[], options: SelectOption<V>[]) => void;
}

export type SelectProps<V extends SelectValue = SelectValue> = SingleSelectProps<V> | MultiSelectProps<V>;

const NO_OPTIONS: readonly SelectOption<never>[] = [];

/**
 * The select box (spec §9): single or multiple choice over local or server-paged options, with an
 * optional search, in the shared Popup. Follows the combobox/listbox pattern: the trigger is the
 * combobox, the list a listbox whose active option is announced through aria-activedescendant.
 */
export function Select<V extends SelectValue>(props: MultiSelectProps<V>): ReactElement;
export function Select<V extends SelectValue>(props: SingleSelectProps<V>): ReactElement;
export function Select<V extends SelectValue>(props: SelectProps<V>): ReactElement {
  const {
    options = NO_OPTIONS,
    loadOptions,
    selectedOptions = NO_OPTIONS,
    placeholder = SELECT_TEXT.placeholder,
    disabled,
    invalid,
    searchable,
    clearable,
    name,
    onBlur,
    ref,
    className = "",
  } = props;
  const multiple = props.multiple === true;
  const autoId = useId();
  const triggerId = props.id ?? `select${autoId.replace(/[^\w-]/g, "")}`;
  const listboxId = `${triggerId}-listbox`;
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [activeValue, setActiveValue] = useState<V | null>(null);
  const [listLabel, setListLabel] = useState<string>(SELECT_TEXT.listLabel);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const setTriggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const remote = useAsyncOptions(loadOptions, open, search);

  const visible = useMemo(() => {
    if (loadOptions) return remote.options;
    return searchable ? filterOptionsByLabel(options, search) : options;
  }, [loadOptions, remote.options, searchable, options, search]);

  const selectedValues: readonly V[] = props.multiple
    ? (props.value ?? [])
    : props.value === null || props.value === undefined
      ? []
      : [props.value];
  const selectedSet = new Set<V>(selectedValues);

  // The label cache: local options, every page loaded so far, then what the caller told us.
  const localByValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const givenByValue = useMemo(
    () => new Map(selectedOptions.map((option) => [option.value, option])),
    [selectedOptions],
  );
  const optionOf = (value: V): SelectOption<V> =>
    localByValue.get(value) ??
    remote.known.get(value) ??
    givenByValue.get(value) ?? { value, label: toPersianDigits(String(value)) };

  const activeFromValue =
    activeValue === null ? -1 : visible.findIndex((option) => option.value === activeValue && !option.disabled);
  const activeIndex = open ? (activeFromValue >= 0 ? activeFromValue : firstEnabledIndex(visible)) : -1;
  const activeDescendant = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  const listState: SelectListState | null = loadOptions
    ? remote.status === "loading"
      ? "loading"
      : remote.status === "error"
        ? "error"
        : remote.status === "ready" && visible.length === 0
          ? remote.search
            ? "no-match"
            : "empty"
          : null
    : visible.length > 0
      ? null
      : options.length === 0
        ? "empty"
        : "no-match";

  function openList(start: "selected" | "first" | "last" = "selected") {
    if (disabled || open) return;
    const local = loadOptions ? [] : options;
    const startIndex = start === "first" ? firstEnabledIndex(local) : start === "last" ? lastEnabledIndex(local) : -1;
    setActiveValue(start === "selected" ? (selectedValues[0] ?? null) : (local[startIndex]?.value ?? null));
    setListLabel(props["aria-label"] || triggerRef.current?.labels?.[0]?.textContent?.trim() || SELECT_TEXT.listLabel);
    setOpen(true);
    remote.begin();
  }

  function closeList() {
    setOpen(false);
    setSearch("");
    remote.end();
  }

  function closeAndFocusTrigger() {
    closeList();
    triggerRef.current?.focus();
  }

  function choose(option: SelectOption<V>) {
    if (option.disabled) return;
    if (props.multiple) {
      const current = props.value ?? [];
      const next = current.includes(option.value)
        ? current.filter((value) => value !== option.value)
        : [...current, option.value];
      setActiveValue(option.value);
      props.onChange(next, next.map(optionOf));
    } else {
      props.onChange(option.value, option);
      closeAndFocusTrigger();
    }
  }

  function clear() {
    if (props.multiple) props.onChange([], []);
    else props.onChange(null, null);
    triggerRef.current?.focus();
  }

  function moveTo(index: number) {
    const option = visible[index];
    if (!option) return;
    setActiveValue(option.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, inSearchBox: boolean) {
    const action = selectKeyAction(event, { open, inSearchBox });
    if (!action) return;
    if (action === "leave") {
      // Back on the trigger without stopping the Tab, so the browser moves on from there.
      if (inSearchBox) triggerRef.current?.focus();
      closeList();
      return;
    }
    event.preventDefault();
    switch (action) {
      case "open":
        return openList();
      case "open-first":
        return openList("first");
      case "open-last":
        return openList("last");
      case "next":
        return moveTo(stepEnabledIndex(visible, activeIndex, 1));
      case "previous":
        return moveTo(stepEnabledIndex(visible, activeIndex, -1));
      case "first":
        return moveTo(firstEnabledIndex(visible));
      case "last":
        return moveTo(lastEnabledIndex(visible));
      case "choose": {
        const option = visible[activeIndex];
        if (option) choose(option);
        else if (remote.status === "error") remote.retry();
        return;
      }
      case "close":
        return closeAndFocusTrigger();
    }
  }

  const canLoadMore = Boolean(loadOptions) && remote.status === "ready" && remote.hasMore;
  const loadMore = remote.more;

  return (
    <div
      ref={rootRef}
      className={className}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && (rootRef.current?.contains(next) || panelRef.current?.contains(next))) return;
        onBlur?.();
      }}
    >
      <Popup
        open={open}
        onOpenChange={(next) => {
          if (next) return openList();
          // Escape or a press outside: focus comes back to the trigger if it was in the list.
          if (panelRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
          closeList();
        }}
        matchAnchorWidth
        className="overflow-hidden"
        label={listLabel}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          searchRef.current?.focus();
        }}
        anchor={
          <SelectTrigger
            triggerRef={setTriggerRef}
            id={triggerId}
            listboxId={listboxId}
            open={open}
            multiple={multiple}
            labels={selectedValues.map((value) => optionOf(value).label)}
            placeholder={placeholder}
            disabled={disabled}
            invalid={invalid}
            clearable={clearable}
            activeDescendant={searchable ? undefined : activeDescendant}
            ariaLabel={props["aria-label"]}
            ariaLabelledBy={props["aria-labelledby"]}
            ariaDescribedBy={props["aria-describedby"]}
            onToggle={() => (open ? closeAndFocusTrigger() : openList())}
            onClear={clear}
            onKeyDown={(event) => handleKeyDown(event, false)}
          />
        }
      >
        <div ref={panelRef}>
          {searchable ? (
            <SelectSearchBox
              inputRef={searchRef}
              listboxId={listboxId}
              value={search}
              activeDescendant={activeDescendant}
              onChange={setSearch}
              onKeyDown={(event) => handleKeyDown(event, true)}
            />
          ) : null}
          <SelectOptionList
            id={listboxId}
            label={listLabel}
            labelledBy={props["aria-labelledby"]}
            multiple={multiple}
            options={visible}
            activeIndex={activeIndex}
            busy={listState === "loading"}
            isSelected={(value) => selectedSet.has(value)}
            optionId={optionId}
            onChoose={choose}
            onActivate={(index) => setActiveValue(visible[index]?.value ?? null)}
            onNearBottom={canLoadMore ? loadMore : undefined}
          />
          <SelectListStatus
            state={listState}
            errorMessage={listState === "error" ? toErrorMessage(remote.error) : undefined}
            onRetry={remote.retry}
          />
        </div>
      </Popup>
      {name
        ? selectedValues.map((value) => <input key={String(value)} type="hidden" name={name} value={String(value)} />)
        : null}
    </div>
  );
}
