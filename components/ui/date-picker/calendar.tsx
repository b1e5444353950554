"use client";

import type { JalaliDay } from "@/lib/date/jalali-parts";
import { CalendarGrid } from "./calendar-grid";
import { CalendarHeader } from "./calendar-header";
import type { CalendarView } from "./calendar-view";

export interface CalendarProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  selected: JalaliDay | null;
  today: JalaliDay;
  isDisabled: (date: Date) => boolean;
  onPick: (date: Date) => void;
}

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
