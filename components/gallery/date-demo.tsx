"use client";

import { addDays } from "date-fns-jalali";
import { useState, type ReactNode } from "react";
import { GalleryItem, GallerySection } from "@/components/gallery/gallery-section";
import { DateField } from "@/components/ui/date-picker/date-field";
import { DatePicker, type DatePickerProps } from "@/components/ui/date-picker/date-picker";
import { DateTimeField } from "@/components/ui/date-picker/date-time-field";
import { TimeField, type TimeFieldProps } from "@/components/ui/date-picker/time-field";
import { TimeInputWithMinimum } from "@/components/ui/date-picker/time-input-with-minimum";
import { describedBy, Field } from "@/components/ui/field";
import { formatJalaliDate, formatJalaliDateTime } from "@/lib/format/jalali";
import { formatTimeText, type TimeValue } from "@/lib/date/time-value";
import { toPersianDigits } from "@/lib/validation/digits";

/** What a demo field currently holds, printed under it. */
function Held({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted">مقدار: {children || "خالی"}</p>;
}

type PickerDemoProps = Omit<DatePickerProps, "value" | "onChange" | "id"> & {
  id: string;
  label: string;
  caption: string;
  initial?: Date | null;
  error?: string;
};

function PickerDemo({ id, label, caption, initial = null, error, ...props }: PickerDemoProps) {
  const [value, setValue] = useState<Date | null>(initial);
  const shown = value ? (props.withTime ? formatJalaliDateTime(value) : formatJalaliDate(value)) : "";
  return (
    <GalleryItem caption={caption}>
      <Field id={id} label={label} error={error}>
        <DatePicker
          id={id}
          value={value}
          onChange={setValue}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          {...props}
        />
      </Field>
      <Held>{shown}</Held>
    </GalleryItem>
  );
}

interface TextDemoProps {
  id: string;
  caption: string;
  Input: typeof DateField;
  initial?: string;
  disabled?: boolean;
  error?: string;
}

function TextDemo({ id, caption, Input, initial = "", disabled, error }: TextDemoProps) {
  const [text, setText] = useState(initial);
  return (
    <GalleryItem caption={caption}>
      <Field id={id} label={Input === DateField ? "تاریخ" : "تاریخ و ساعت"} error={error}>
        <Input
          id={id}
          value={text}
          disabled={disabled}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
    </GalleryItem>
  );
}

type TimeDemoProps = Omit<TimeFieldProps, "value" | "onChange" | "id"> & {
  id: string;
  caption: string;
  initial?: TimeValue | null;
  error?: string;
};

function TimeDemo({ id, caption, initial = null, error, ...props }: TimeDemoProps) {
  const [value, setValue] = useState<TimeValue | null>(initial);
  return (
    <GalleryItem caption={caption}>
      <Field id={id} label="ساعت" error={error}>
        <TimeField
          id={id}
          value={value}
          onChange={setValue}
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          {...props}
        />
      </Field>
      <Held>{value ? toPersianDigits(formatTimeText(value, { hourCycle: 24, withSeconds: true })) : ""}</Held>
    </GalleryItem>
  );
}

function MinimumTimeDemo({ id, caption, date }: { id: string; caption: string; date: Date }) {
  const [value, setValue] = useState<TimeValue | null>(null);
  return (
    <GalleryItem caption={caption}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        ساعت ارسال ({formatJalaliDate(date)})
      </label>
      <TimeInputWithMinimum id={id} date={date} value={value} onChange={setValue} minMinutesFromNow={30} />
      <Held>{value ? toPersianDigits(formatTimeText(value, { hourCycle: 24, withSeconds: false })) : ""}</Held>
    </GalleryItem>
  );
}

/** Every date and time control in its states, for the development gallery; needs no server. */
export function DateDemo() {
  const [today] = useState(() => new Date());
  const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

  return (
    <>
      <GallerySection title="انتخاب تاریخ">
        <div className={grid}>
          <PickerDemo id="demo-date-empty" label="تاریخ" caption="خالی؛ تایپ کنید یا از تقویم انتخاب کنید" />
          <PickerDemo id="demo-date-filled" label="تاریخ" caption="پرشده" initial={today} />
          <PickerDemo
            id="demo-date-bounds"
            label="تاریخ"
            caption="فقط ده روز پیش تا ده روز بعد"
            min={addDays(today, -10)}
            max={addDays(today, 10)}
          />
          <PickerDemo id="demo-date-future" label="تاریخ" caption="روزهای گذشته غیرفعال" disablePast />
          <PickerDemo id="demo-date-scroll" label="تاریخ" caption="با اسکرول صفحه بسته می‌شود" hideOnScroll />
          <PickerDemo id="demo-date-disabled" label="تاریخ" caption="غیرفعال" initial={today} disabled />
          <PickerDemo id="demo-date-error" label="تاریخ" caption="با خطای فرم" error="تاریخ را وارد کنید" />
          <PickerDemo
            id="demo-date-time"
            label="تاریخ و ساعت"
            caption="با ساعت؛ پس از انتخاب روز باز می‌ماند"
            withTime
          />
          <PickerDemo
            id="demo-date-time-minimum"
            label="زمان ارسال"
            caption="با ساعت، دست‌کم ۳۰ دقیقه بعد از اکنون"
            withTime
            disablePast
            minMinutesFromNow={30}
          />
        </div>
      </GallerySection>

      <GallerySection title="فیلدهای متنی تاریخ">
        <div className={grid}>
          <TextDemo id="demo-date-field" caption="تاریخ، خالی (اسلش‌ها خودکار)" Input={DateField} />
          <TextDemo id="demo-date-field-filled" caption="تاریخ، پرشده" Input={DateField} initial="1403/05/12" />
          <TextDemo
            id="demo-date-field-disabled"
            caption="تاریخ، غیرفعال"
            Input={DateField}
            initial="1403/05/12"
            disabled
          />
          <TextDemo
            id="demo-date-field-error"
            caption="تاریخ، با خطا"
            Input={DateField}
            initial="1404/12/30"
            error="تاریخ وارد شده معتبر نیست"
          />
          <TextDemo
            id="demo-date-time-field"
            caption="تاریخ و ساعت، خالی (ساعت تا ۲۳، دقیقه تا ۵۹)"
            Input={DateTimeField}
          />
          <TextDemo
            id="demo-date-time-field-filled"
            caption="تاریخ و ساعت، پرشده"
            Input={DateTimeField}
            initial="1403/05/12 14:30"
          />
          <TextDemo
            id="demo-date-time-field-disabled"
            caption="تاریخ و ساعت، غیرفعال"
            Input={DateTimeField}
            initial="1403/05/12 14:30"
            disabled
          />
          <TextDemo
            id="demo-date-time-field-error"
            caption="تاریخ و ساعت، با خطا"
            Input={DateTimeField}
            error="تاریخ و ساعت را کامل وارد کنید"
          />
        </div>
      </GallerySection>

      <GallerySection title="ساعت">
        <div className={grid}>
          <TimeDemo id="demo-time-24" caption="۲۴ ساعته، خالی" />
          <TimeDemo
            id="demo-time-24-filled"
            caption="۲۴ ساعته، پرشده"
            initial={{ hours: 14, minutes: 30, seconds: 0 }}
          />
          <TimeDemo
            id="demo-time-12"
            caption="۱۲ ساعته با ق.ظ / ب.ظ"
            hourCycle={12}
            initial={{ hours: 21, minutes: 5, seconds: 0 }}
          />
          <TimeDemo id="demo-time-seconds" caption="با ثانیه" withSeconds />
          <TimeDemo id="demo-time-disabled" caption="غیرفعال" initial={{ hours: 9, minutes: 0, seconds: 0 }} disabled />
          <TimeDemo id="demo-time-error" caption="با خطا" error="ساعت را وارد کنید" />
          <MinimumTimeDemo
            id="demo-time-minimum-today"
            caption="امروز: زودتر از ۳۰ دقیقه بعد پذیرفته نمی‌شود"
            date={today}
          />
          <MinimumTimeDemo
            id="demo-time-minimum-tomorrow"
            caption="فردا: هر ساعتی پذیرفته می‌شود"
            date={addDays(today, 1)}
          />
        </div>
      </GallerySection>
    </>
  );
}
