"use client";

import { CalendarGrid, type CalendarGridProps } from "./calendar-grid";
import { CalendarHeader } from "./calendar-header";

export type CalendarProps = CalendarGridProps;

/** A Jalali month calendar: month and year navigation above a Saturday-first day grid. */
export function Calendar({ view, onViewChange, selected, today, isDisabled, onPick }: CalendarProps) {
  return (
    <div className="flex flex-col gap-2">
      <CalendarHeader view={view} onViewChange={onViewChange} currentYear={today.year} />
      <CalendarGrid
        view={view}
        onViewChange={onViewChange}
        selected={selected}
        today={today}
        isDisabled={isDisabled}
        onPick={onPick}
      />
    </div>
  );
}
