"use client";

import { useState } from "react";
import { timeMinimumError } from "@/lib/date/time-minimum";
import { withTimeOf, type TimeValue } from "@/lib/date/time-value";
import { TimeField, type TimeFieldProps } from "./time-field";

export interface TimeInputWithMinimumProps extends Omit<TimeFieldProps, "invalid"> {
  /** The day the time belongs to; only today is limited. */
  date: Date | null;
  /** How many minutes from now the earliest allowed time today is. */
  minMinutesFromNow: number;
  /** An error from outside (a form's), shown when the field has none of its own. */
  error?: string;
}

/**
 * Spec §5 time input with a minimum: on today's date a time earlier than now plus the minimum is
 * refused — the field turns red with the reason and `onChange` is not called. Other days take any time.
 */
export function TimeInputWithMinimum({
  id = "time-with-minimum",
  date,
  minMinutesFromNow,
  onChange,
  error,
  "aria-describedby": alsoDescribedBy,
  ...rest
}: TimeInputWithMinimumProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;
  const errorId = `${id}-minimum-error`;

  const accept = (time: TimeValue | null) => {
    const reason = time && date ? timeMinimumError(withTimeOf(date, time), minMinutesFromNow, new Date()) : null;
    setRefusal(reason);
    if (!reason) onChange(time);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <TimeField
        {...rest}
        id={id}
        onChange={accept}
        invalid={Boolean(message)}
        aria-describedby={[message ? errorId : undefined, alsoDescribedBy].filter(Boolean).join(" ") || undefined}
      />
      {message ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
