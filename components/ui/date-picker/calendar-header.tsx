"use client";

import { PERSIAN_MONTH_NAMES } from "@/lib/date/month-grid";
import { yearList } from "@/lib/date/year-list";
import { toPersianDigits } from "@/lib/validation/digits";
import { NativeSelect } from "../native-select";
import { ChevronEndIcon, ChevronStartIcon } from "./date-picker-icons";
import { shiftView, type CalendarView } from "./calendar-view";

export interface CalendarHeaderProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** The Jalali year today; the year select lists the years around it. */
  currentYear: number;
}

const arrowButton =
  "flex size-8 shrink-0 items-center justify-center rounded-lg text-text hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40";

/**
 * Previous and next month buttons around a month select and a year select. In the RTL panel the
 * previous month sits on the right and points right; the next month sits on the left and points left.
 */
export function CalendarHeader({ view, onViewChange, currentYear }: CalendarHeaderProps) {
  const previous = shiftView(view, -1);
  const next = shiftView(view, 1);
  const years = yearList(currentYear);
  // A typed or given date may lie outside the list; it is offered too so the select never lies.
  if (!years.includes(view.year)) years.push(view.year);
  years.sort((a, b) => a - b);

  return (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        className={arrowButton}
        aria-label="ماه قبل"
        disabled={!previous}
        onClick={() => previous && onViewChange(previous)}
      >
        <ChevronStartIcon />
      </button>
      <div className="grid flex-1 grid-cols-2 gap-1.5">
        <NativeSelect
          aria-label="ماه"
          value={view.month}
          onChange={(event) => onViewChange({ ...view, month: Number(event.target.value) })}
        >
          {PERSIAN_MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="سال"
          value={view.year}
          onChange={(event) => onViewChange({ ...view, year: Number(event.target.value) })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {toPersianDigits(year)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <button
        type="button"
        className={arrowButton}
        aria-label="ماه بعد"
        disabled={!next}
        onClick={() => next && onViewChange(next)}
      >
        <ChevronEndIcon />
      </button>
    </div>
  );
}
