"use client";

import { useId, useState } from "react";
import { get, useFormContext, type FieldError } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { dateToSendTime, sendTimeToDate } from "@/lib/contract/send";
import type { ComposerValues } from "@/lib/send/composer-values";
import { SCHEDULE_LEAD_MINUTES } from "@/lib/send/schedule";
import { groupDigits } from "@/lib/format/money";

/** Send now, or at a Jalali date and time (no past); the upstream gets it in UTC. */
export function ScheduleField() {
  const { watch, setValue, formState } = useFormContext<ComposerValues>();
  const sendTime = watch("send_time");
  const [scheduled, setScheduled] = useState(Boolean(sendTime));
  const checkboxId = useId();
  const error = (get(formState.errors, "send_time") as FieldError | undefined)?.message;

  const toggle = (on: boolean) => {
    setScheduled(on);
    if (!on) setValue("send_time", undefined, { shouldValidate: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={checkboxId} className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={scheduled}
          onChange={(e) => toggle(e.target.checked)}
        />
        ارسال در زمان دیگر
      </label>
      {scheduled ? (
        <div className="flex max-w-xs flex-col gap-1.5">
          <DatePicker
            id="send_time"
            aria-label="زمان ارسال"
            withTime
            disablePast
            minMinutesFromNow={SCHEDULE_LEAD_MINUTES}
            value={sendTime ? sendTimeToDate(sendTime) : null}
            onChange={(date) =>
              setValue("send_time", date ? dateToSendTime(date) : undefined, { shouldValidate: true })
            }
            invalid={Boolean(error)}
            aria-describedby={describedBy("send_time", error)}
          />
          <FieldMessage
            id="send_time"
            error={error}
            hint={`دست‌کم ${groupDigits(SCHEDULE_LEAD_MINUTES)} دقیقه بعد؛ تا پیش از شروع می‌توانید آن را لغو کنید.`}
          />
        </div>
      ) : null}
    </div>
  );
}
