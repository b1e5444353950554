"use client";

import { useDirection } from "@radix-ui/react-direction";
import { addDays, addMonths } from "date-fns-jalali";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { jalaliMonthLength } from "@/lib/date/jalali-validity";
import { fromJalaliDay, sameJalaliDay, toJalaliDay, type JalaliDay } from "@/lib/date/jalali-parts";
import { monthWeeks, PERSIAN_MONTH_NAMES, WEEKDAY_INITIALS, WEEKDAY_NAMES, weekdayIndex } from "@/lib/date/month-grid";
import { toPersianDigits } from "@/lib/validation/digits";
import type { CalendarView } from "./calendar-view";

export interface CalendarGridProps {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  selected: JalaliDay | null;
  today: JalaliDay;
  isDisabled: (date: Date) => boolean;
  /** Called with local midnight of the picked day; never for a disabled day. */
  onPick: (date: Date) => void;
}

/** The day that takes keyboard focus in a view: the selected day, else today, else the 1st. */
function defaultActiveDay(view: CalendarView, selected: JalaliDay | null, today: JalaliDay): number {
  const inView = (day: JalaliDay | null) => day && day.year === view.year && day.month === view.month;
  if (inView(selected)) return selected!.day;
  if (inView(today)) return today.day;
  return 1;
}

const dayLabel = ({ year, month, day }: JalaliDay) =>
  `${toPersianDigits(day)} ${PERSIAN_MONTH_NAMES[month - 1]} ${toPersianDigits(year)}`;

/**
 * One month as a grid, Saturday first, in Persian digits. One day at a time is in the tab order;
 * arrow keys move it (ArrowLeft is the next day in RTL, the previous one in LTR), up and down move
 * a week, PageUp/PageDown a month, Home/End to the week's ends; Enter or Space picks it. Moving past
 * the month's edge turns the view.
 */
export function CalendarGrid({ view, onViewChange, selected, today, isDisabled, onPick }: CalendarGridProps) {
  const rtl = useDirection() === "rtl";
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const [active, setActive] = useState<JalaliDay | null>(null);
  const activeDay =
    active && active.year === view.year && active.month === view.month
      ? Math.min(active.day, jalaliMonthLength(view.year, view.month))
      : defaultActiveDay(view, selected, today);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  });

  const moveTo = (date: Date) => {
    const target = toJalaliDay(date);
    if (target.year !== view.year || target.month !== view.month)
      onViewChange({ year: target.year, month: target.month });
    setActive(target);
    focusAfterMove.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = fromJalaliDay({ ...view, day: activeDay });
    const column = weekdayIndex(current);
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(current, rtl ? 1 : -1),
      ArrowRight: () => addDays(current, rtl ? -1 : 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      PageUp: () => addMonths(current, -1),
      PageDown: () => addMonths(current, 1),
      Home: () => addDays(current, -column),
      End: () => addDays(current, 6 - column),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (!isDisabled(current)) onPick(current);
    }
  };

  const title = `${PERSIAN_MONTH_NAMES[view.month - 1]} ${toPersianDigits(view.year)}`;

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-label={title}
      className="w-full table-fixed border-collapse"
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {WEEKDAY_INITIALS.map((initial, i) => (
            <th key={initial} scope="col" abbr={WEEKDAY_NAMES[i]} className="h-8 text-xs font-medium text-muted">
              <span aria-hidden="true">{initial}</span>
              <span className="sr-only">{WEEKDAY_NAMES[i]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(view.year, view.month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (day === null) return <td key={`blank-${i}`} />;
              const jalali = { year: view.year, month: view.month, day };
              const date = fromJalaliDay(jalali);
              const disabled = isDisabled(date);
              const isSelected = selected !== null && sameJalaliDay(selected, jalali);
              const isToday = sameJalaliDay(today, jalali);
              return (
                <td key={day} aria-selected={isSelected} className="p-0.5 text-center">
                  <button
                    type="button"
                    data-day={day}
                    data-active-day={day === activeDay ? "" : undefined}
                    tabIndex={day === activeDay ? 0 : -1}
                    aria-label={dayLabel(jalali)}
                    aria-disabled={disabled || undefined}
                    aria-current={isToday ? "date" : undefined}
                    onClick={() => {
                      setActive(jalali);
                      if (!disabled) onPick(date);
                    }}
                    className={`mx-auto flex size-9 items-center justify-center rounded-lg text-sm tabular-nums transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                      isSelected
                        ? "bg-primary font-semibold text-on-primary"
                        : disabled
                          ? "cursor-not-allowed text-muted opacity-50"
                          : "text-text hover:bg-surface-2"
                    } ${isToday && !isSelected ? "border border-primary font-semibold text-primary" : ""}`}
                  >
                    {toPersianDigits(day)}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
