"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileUpload } from "@/components/ui/file-upload/file-upload";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Stepper } from "@/components/ui/stepper";
import type { UploadOptions } from "@/lib/files/upload-options";
import { formatRelativeTime } from "@/lib/format/relative-time";
import { GalleryItem, GallerySection } from "./gallery-section";

const STEPS = ["انتخاب مبلغ", "پرداخت", "نتیجه"];
const MB = 1024 * 1024;

/** Reads the file in the browser, reporting the real reading progress, as a stand-in for a server upload. */
function readLocally(file: File, { signal, onProgress }: UploadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress?.((event.loaded / event.total) * 100);
    reader.onload = () => resolve(file.size);
    reader.onerror = () => reject(reader.error);
    reader.onabort = () => reject(new DOMException("cancelled", "AbortError"));
    signal?.addEventListener("abort", () => reader.abort(), { once: true });
    reader.readAsArrayBuffer(file);
  });
}

const AGES = [5_000, 20_000, 90_000, 3 * 3_600_000, 3 * 86_400_000, 45 * 86_400_000, 400 * 86_400_000];

/** The stepper, progress, file upload and relative time. */
export function ProgressDemo() {
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  const [now] = useState(() => Date.now());
  return (
    <GallerySection title="مراحل، پیشرفت و فایل">
      <GalleryItem caption="مراحل: انجام‌شده، فعلی، بعدی؛ مرحلهٔ سوم ناموفق">
        <Stepper steps={STEPS} current={step} failed={failed} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setStep((s) => Math.max(0, s - 1))}>
            مرحلهٔ قبل
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setStep((s) => Math.min(STEPS.length - 1, s + 1))}>
            مرحلهٔ بعد
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setFailed((f) => !f)}>
            {failed ? "رفع خطا" : "شکست مرحلهٔ فعلی"}
          </Button>
        </div>
        <Stepper steps={STEPS} current={2} failed />
      </GalleryItem>
      <GalleryItem caption="نوار پیشرفت (هرگز بیش از ۱۰۰٪)">
        <ProgressBar value={35} label="نمونه" />
        <ProgressBar value={130} label="نمونهٔ بیش از حد" />
      </GalleryItem>
      <div className="grid gap-4 md:grid-cols-2">
        <FileUpload id="g-excel" label="فایل اکسل (پیش‌فرض)" upload={readLocally} />
        <FileUpload
          id="g-logo"
          label="لوگو (تصویر، حداکثر ۲ مگابایت)"
          accept={[".jpg", ".png", ".gif"]}
          maxBytes={2 * MB}
          upload={readLocally}
        />
      </div>
      <GalleryItem caption="زمان نسبی">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {AGES.map((age) => (
            <li key={age}>{formatRelativeTime(now - age, now)}</li>
          ))}
          <li>{formatRelativeTime(now + 20_000, now)}</li>
        </ul>
      </GalleryItem>
    </GallerySection>
  );
}
