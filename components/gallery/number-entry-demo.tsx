"use client";

import { useState } from "react";
import { NumberEntry, type NumberEntryProps } from "@/components/ui/number-entry/number-entry";
import { GalleryItem, GallerySection } from "./gallery-section";

type DemoProps = Omit<NumberEntryProps, "value" | "onChange"> & { initial?: string[] };

/** One widget keeping its own list, as a form would. */
function DemoEntry({ initial = [], ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return <NumberEntry {...(props as NumberEntryProps)} value={value} onChange={setValue} />;
}

const SOME = ["989121234567", "989351234567", "989901234567"];
/** Enough numbers to fill the 180 px box and make it scroll. */
const MANY = Array.from({ length: 60 }, (_, i) => `98912${String(1000000 + i * 7919).padStart(7, "0")}`);

/** The number entry widget in each mode and state; the paste dialog opens from «افزودن گروهی». */
export function NumberEntryDemo() {
  return (
    <GallerySection title="ورود شماره">
      <div className="grid gap-6 md:grid-cols-2">
        <GalleryItem caption="موبایل، خالی: ۰۹۱۲… یا ۹۱۲… با ۹۸ ذخیره می‌شود؛ Enter یا «افزودن»؛ «افزودن گروهی» پنجرهٔ چسباندن را باز می‌کند">
          <DemoEntry label="شماره‌های گیرنده" validateMobile placeholder="09121234567" />
        </GalleryItem>
        <GalleryItem caption="موبایل، پُر: هر شماره با دکمهٔ × حذف می‌شود؛ شمارهٔ تکراری یا نامعتبر خطا می‌دهد">
          <DemoEntry label="شماره‌های گیرنده (پُر)" validateMobile initial={SOME} />
        </GalleryItem>
        <GalleryItem caption="فهرست بلند: کادر حداکثر ۱۸۰ پیکسل و قابل پیمایش">
          <DemoEntry label="شماره‌های بسیار" validateMobile initial={MANY} />
        </GalleryItem>
        <GalleryItem caption="سقف ۳ شماره، رسیده: ورودی غیرفعال است تا یکی حذف شود">
          <DemoEntry label="حداکثر سه شماره" validateMobile maxCount={3} initial={SOME} />
        </GalleryItem>
        <GalleryItem caption="عدد ساده: تا ۱۲ رقم، بدون ۹۸ و بدون بررسی موبایل">
          <DemoEntry label="کدها" initial={["1001", "20002"]} />
        </GalleryItem>
        <GalleryItem caption="پیشوند: حداکثر ۶ رقم، بدون صفر ابتدایی، فقط یکی">
          <DemoEntry label="پیشوند" prefix />
        </GalleryItem>
        <GalleryItem caption="پیشوند ثبت‌شده: برای تغییر، پیشوند فعلی را حذف کنید">
          <DemoEntry label="پیشوند (ثبت‌شده)" prefix initial={["3000"]} />
        </GalleryItem>
        <GalleryItem caption="با خطای فرم">
          <DemoEntry label="شماره‌های گیرنده (خطادار)" validateMobile error="حداقل یک شماره وارد کنید" />
        </GalleryItem>
        <GalleryItem caption="غیرفعال">
          <DemoEntry label="شماره‌های گیرنده (غیرفعال)" validateMobile disabled initial={SOME.slice(0, 2)} />
        </GalleryItem>
      </div>
    </GallerySection>
  );
}
