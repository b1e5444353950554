"use client";

import { OldPanelBanner } from "@/components/layout/old-panel-banner";
import { Carousel } from "@/components/ui/carousel";
import { GalleryItem, GallerySection } from "./gallery-section";

const SLIDES = ["تخفیف ویژهٔ بسته‌های پیامک", "وب‌سرویس جدید ارسال الگو", "گزارش زندهٔ تحویل"];

/** Layout pieces that pages do not draw themselves: the old-panel offer and the carousel. */
export function LayoutDemo() {
  return (
    <GallerySection title="چیدمان">
      <GalleryItem caption="پیشنهاد پنل قدیمی (بستنی؛ در این صفحه به خاطر سپرده می‌شود)">
        <div className="overflow-hidden rounded-xl border border-border">
          <OldPanelBanner href="https://old-panel.example.com/" />
        </div>
      </GalleryItem>
      <GalleryItem caption="اسلایدر: هر ۵ ثانیه، چرخشی، با کشیدن">
        <Carousel
          label="نمونهٔ اسلایدر"
          className="h-40"
          slides={SLIDES.map((text) => (
            <div
              key={text}
              className="flex h-40 items-center justify-center bg-primary-soft text-lg font-bold text-primary"
            >
              {text}
            </div>
          ))}
        />
      </GalleryItem>
    </GallerySection>
  );
}
