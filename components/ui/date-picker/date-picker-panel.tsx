"use client";

import { forwardRef } from "react";
import { toJalaliDay } from "@/lib/date/jalali-parts";
import { timeOf, type TimeValue } from "@/lib/date/time-value";
import { Button } from "../button";
import { Calendar } from "./calendar";
import type { CalendarView } from "./calendar-view";
import { TimeField } from "./time-field";
import { TimeInputWithMinimum } from "./time-input-with-minimum";

export interface DatePickerPanelProps {
  idPrefix: string;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  /** The value shown: the pending one on mobile, otherwise the committed one. */
  selected: Date | null;
  today: Date;
  isDisabled: (date: Date) => boolean;
  onPick: (date: Date) => void;
  withTime: boolean;
  minMinutesFromNow?: number;
  onTimeChange: (time: TimeValue) => void;
  /** Mobile: Cancel (انصراف) and OK (تأیید) buttons under the calendar. */
  actions: { onCancel: () => void; onConfirm: () => void } | null;
}

/** What the date picker's popup holds: the calendar, the time when asked for, and mobile actions. */
export const DatePickerPanel = forwardRef<HTMLDivElement, DatePickerPanelProps>(function DatePickerPanel(
  {
    idPrefix,
    view,
    onViewChange,
    selected,
    today,
    isDisabled,
    onPick,
    withTime,
    minMinutesFromNow,
    onTimeChange,
    actions,
  },
  ref,
) {
  const timeId = `${idPrefix}-time`;
  const timeProps = {
    id: timeId,
    value: selected ? timeOf(selected) : null,
    onChange: (time: TimeValue | null) => time && onTimeChange(time),
    // A time needs a day to belong to.
    disabled: !selected,
  };

  return (
    <div ref={ref} className="flex w-[19.5rem] max-w-[calc(100vw-1rem)] flex-col gap-3 p-3">
      <Calendar
        view={view}
        onViewChange={onViewChange}
        selected={selected ? toJalaliDay(selected) : null}
        today={toJalaliDay(today)}
        isDisabled={isDisabled}
        onPick={onPick}
      />
      {withTime ? (
        <div className="flex flex-col gap-1.5 border-t border-border pt-3">
          <label htmlFor={timeId} className="text-sm font-medium text-text">
            ساعت
          </label>
          {minMinutesFromNow === undefined ? (
            <TimeField {...timeProps} />
          ) : (
            <TimeInputWithMinimum {...timeProps} date={selected} minMinutesFromNow={minMinutesFromNow} />
          )}
        </div>
      ) : null}
      {actions ? (
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={actions.onCancel}>
            انصراف
          </Button>
          <Button className="flex-1" onClick={actions.onConfirm}>
            تأیید
          </Button>
        </div>
      ) : null}
    </div>
  );
});
