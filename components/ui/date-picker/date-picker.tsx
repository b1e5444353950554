"use client";

import { useId, useRef, useState } from "react";
import { maskDate, maskDateTime } from "@/lib/date/date-masks";
import { dateBoundsError, INVALID_DATE_MESSAGE, isDayDisabled, type DateBounds } from "@/lib/date/date-bounds";
import { toJalaliDay } from "@/lib/date/jalali-parts";
import { earliestAllowedTime, timeMinimumError } from "@/lib/date/time-minimum";
import { timeOf, withTimeOf, type TimeValue } from "@/lib/date/time-value";
import { formatPickerText, parseTypedDate, typedYearMonth } from "@/lib/date/typed-date";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { Popup } from "../popup";
import type { CalendarView } from "./calendar-view";
import { CalendarIcon } from "../icons";
import { DatePickerPanel } from "./date-picker-panel";
import { MaskedInput } from "./masked-input";
import { useTypingTimers } from "./use-typing-timers";

export interface DatePickerProps extends DateBounds {
  id?: string;
  name?: string;
  value: Date | null;
  /** Called with each accepted date (local midnight, or the chosen time with `withTime`), or null when cleared. */
  onChange: (date: Date | null) => void;
  /** Show a time field in the popup; picking a day then leaves the popup open. */
  withTime?: boolean;
  /** With `withTime`: on today's date the time must be at least this many minutes from now. */
  minMinutesFromNow?: number;
  /** Close the calendar once the page scrolls (spec §4 hide-on-scroll). */
  hideOnScroll?: boolean;
  disabled?: boolean;
  /** An error from outside (a form's); the picker's own refusals are shown under the field. */
  invalid?: boolean;
  placeholder?: string;
  onBlur?: () => void;
  "aria-label"?: string;
  "aria-describedby"?: string;
}

const viewOf = (date: Date): CalendarView => {
  const { year, month } = toJalaliDay(date);
  return { year, month };
};

const sameInstant = (a: Date | null, b: Date | null) => (a && b ? a.getTime() === b.getTime() : a === b);

/**
 * A Jalali date (or date-time) field: a 40 px Latin-digit input the user may type into, and a
 * calendar popup opened by focusing or clicking it or its calendar button. Typed text is masked as
 * typed, read 500 ms after the last keystroke (or on Enter / leaving the field), and the calendar
 * follows it after 700 ms. A day outside `min`/`max` or in the past with `disablePast` is refused: the
 * previous value stays and the reason is shown. The popup closes on an outside click, Escape, scroll
 * with `hideOnScroll`, and after a pick unless it shows a time. On mobile, picks wait for OK (تأیید);
 * Cancel (انصراف) or closing drops them.
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  min,
  max,
  disablePast,
  withTime = false,
  minMinutesFromNow,
  hideOnScroll = false,
  disabled = false,
  invalid = false,
  placeholder,
  onBlur,
  "aria-label": ariaLabel,
  "aria-describedby": alsoDescribedBy,
}: DatePickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-picker-error`;
  const isMobile = useIsMobile();
  const bounds: DateBounds = { min, max, disablePast };

  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => formatPickerText(value, withTime));
  const [error, setError] = useState<string | null>(null);
  const [today, setToday] = useState(() => new Date());
  const [view, setView] = useState<CalendarView>(() => viewOf(value ?? new Date()));
  /** Mobile only: what was picked but not yet confirmed with OK; undefined when nothing is waiting. */
  const [pending, setPending] = useState<Date | null | undefined>(undefined);
  const [seen, setSeen] = useState(value);
  if (!sameInstant(seen, value)) {
    // The value changed from outside, or took what this picker committed: show it.
    setSeen(value);
    setText(formatPickerText(value, withTime));
    setError(null);
    if (value) setView(viewOf(value));
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusGridOnOpen = useRef(false);
  /** Set when the picker itself focuses the input, so that focus does not reopen the popup. */
  const quietFocus = useRef(false);

  const shown = pending !== undefined ? pending : value;

  const refusal = (date: Date, now: Date): string | null =>
    dateBoundsError(date, bounds, now) ??
    (withTime && minMinutesFromNow !== undefined ? timeMinimumError(date, minMinutesFromNow, now) : null);

  const commit = (date: Date | null, shownText = formatPickerText(date, withTime)) => {
    setText(shownText);
    setError(null);
    setPending(undefined);
    if (date) setView(viewOf(date));
    // Expect the value back as committed, so the text keeps its typed form; a caller that keeps
    // another value brings that value's text back.
    setSeen(date);
    if (!sameInstant(date, value)) onChange(date);
  };

  /** Reads typed text; answers the date now in force if it was taken, undefined if not. */
  const commitText = (typed: string): Date | null | undefined => {
    const parsed = parseTypedDate(typed, withTime);
    if (parsed.kind === "empty") {
      commit(null);
      return null;
    }
    if (parsed.kind === "incomplete") return undefined;
    if (parsed.kind === "invalid") {
      setError(INVALID_DATE_MESSAGE);
      return undefined;
    }
    const reason = refusal(parsed.date, new Date());
    if (reason) {
      setError(reason);
      return undefined;
    }
    commit(parsed.date, parsed.text);
    return parsed.date;
  };

  const timers = useTypingTimers(commitText, (typed) => {
    const typedView = typedYearMonth(typed);
    if (typedView) setView((current) => ({ year: typedView.year, month: typedView.month ?? current.month }));
  });

  const focusActiveDay = () => panelRef.current?.querySelector<HTMLElement>("[data-active-day]")?.focus();

  const openPopup = (focusGrid = false) => {
    if (disabled || open) return;
    const now = new Date();
    focusGridOnOpen.current = focusGrid;
    setToday(now);
    setView(viewOf(value ?? now));
    setOpen(true);
  };

  const closePopup = () => {
    // Text typed while the calendar was open counts once it closes, however it closed.
    settleNow();
    setOpen(false);
    setPending(undefined);
    if (panelRef.current?.contains(document.activeElement)) {
      quietFocus.current = true;
      inputRef.current?.focus();
    }
  };

  const pick = (day: Date) => {
    let date = day;
    if (withTime) {
      date = withTimeOf(day, shown ? timeOf(shown) : { hours: 0, minutes: 0, seconds: 0 });
      const now = new Date();
      // Today with a time already gone: move to the first time still allowed rather than refuse the day.
      if (minMinutesFromNow !== undefined && timeMinimumError(date, minMinutesFromNow, now)) {
        date = earliestAllowedTime(now, minMinutesFromNow);
      }
    }
    if (isMobile) {
      setPending(date);
      return;
    }
    commit(date);
    if (!withTime) closePopup();
  };

  const changeTime = (time: TimeValue) => {
    if (!shown) return;
    const date = withTimeOf(shown, time);
    if (isMobile) setPending(date);
    else commit(date);
  };

  /** Read what is typed now instead of waiting for the timer (Enter, leaving the field). */
  const settleNow = (): Date | null | undefined => {
    const waiting = timers.flush();
    return waiting === null ? value : commitText(waiting);
  };

  const isInsidePicker = (node: EventTarget | null) =>
    node instanceof Node && (anchorRef.current?.contains(node) || panelRef.current?.contains(node));

  const describedBy = [error ? errorId : undefined, alsoDescribedBy].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <Popup
        open={open}
        onOpenChange={(next) => (next ? openPopup() : closePopup())}
        closeOnScroll={hideOnScroll}
        label={withTime ? "انتخاب تاریخ و ساعت" : "انتخاب تاریخ"}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (focusGridOnOpen.current) focusActiveDay();
        }}
        anchor={
          <div ref={anchorRef} className="relative">
            <MaskedInput
              ref={inputRef}
              id={inputId}
              name={name}
              mask={withTime ? maskDateTime : maskDate}
              value={text}
              placeholder={placeholder ?? (withTime ? "1403/05/12 14:30" : "1403/05/12")}
              disabled={disabled}
              invalid={invalid || Boolean(error)}
              aria-label={ariaLabel}
              aria-describedby={describedBy}
              // A text field that opens a calendar: the combobox pattern, the only role that may say so.
              role="combobox"
              aria-haspopup="dialog"
              aria-expanded={open}
              className="ps-10"
              onFocus={() => {
                if (quietFocus.current) quietFocus.current = false;
                else openPopup();
              }}
              onClick={() => openPopup()}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
                timers.restart(event.target.value);
                openPopup();
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown") return;
                event.preventDefault();
                if (open) focusActiveDay();
                else openPopup(true);
              }}
              onEnter={() => {
                const settled = settleNow();
                if (settled !== undefined && !withTime) closePopup();
              }}
              onBlur={(event) => {
                if (isInsidePicker(event.relatedTarget)) return;
                const settled = settleNow();
                // Half-typed or refused text gives way to the value still in force.
                setText(formatPickerText(settled === undefined ? value : settled, withTime));
                onBlur?.();
              }}
            />
            <button
              type="button"
              disabled={disabled}
              aria-label={open ? "بستن تقویم" : "باز کردن تقویم"}
              aria-expanded={open}
              onClick={() => (open ? closePopup() : openPopup(true))}
              className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-lg text-muted outline-none hover:text-text focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-60"
            >
              <CalendarIcon className="size-5" />
            </button>
          </div>
        }
      >
        <DatePickerPanel
          ref={panelRef}
          idPrefix={inputId}
          view={view}
          onViewChange={setView}
          selected={shown}
          today={today}
          isDisabled={(date) => isDayDisabled(date, bounds, today)}
          onPick={pick}
          withTime={withTime}
          minMinutesFromNow={minMinutesFromNow}
          onTimeChange={changeTime}
          actions={
            isMobile
              ? {
                  onCancel: closePopup,
                  onConfirm: () => {
                    if (pending !== undefined) commit(pending);
                    closePopup();
                  },
                }
              : null
          }
        />
      </Popup>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
