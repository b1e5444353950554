"use client";

import { PERSIAN_MONTH_NAMES } from "@/lib/date/month-grid";
import { yearList } from "@/lib/date/year-list";
import { toPersianDigits } from "@/lib/validation/digits";
import { Select } from "../select";
import { ChevronEndIcon, ChevronStartIcon } from "../icons";
import { shiftView, type CalendarView } from "./calendar-view";

export interface CalendarHeaderProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** The Jalali year today; the year select lists the years around it. */
  currentYear: number;
}

const MONTH_OPTIONS = PERSIAN_MONTH_NAMES.map((name, i) => ({ value: i + 1, label: name }));

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
        <Select
          aria-label="ماه"
          options={MONTH_OPTIONS}
          value={view.month}
          onChange={(month) => month !== null && onViewChange({ ...view, month })}
        />
        <Select
          aria-label="سال"
          options={years.map((year) => ({ value: year, label: toPersianDigits(year) }))}
          value={view.year}
          onChange={(year) => year !== null && onViewChange({ ...view, year })}
        />
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
