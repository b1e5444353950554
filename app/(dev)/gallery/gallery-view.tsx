"use client";

import { PageWrapper } from "@/components/layout/page-wrapper";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { BasicsDemo } from "@/components/gallery/basics-demo";
import { DateDemo } from "@/components/gallery/date-demo";
import { LayoutDemo } from "@/components/gallery/layout-demo";
import { NumberEntryDemo } from "@/components/gallery/number-entry-demo";
import { OverlaysDemo } from "@/components/gallery/overlays-demo";
import { ProgressDemo } from "@/components/gallery/progress-demo";
import { SelectDemo } from "@/components/gallery/select-demo";
import { TableDemo } from "@/components/gallery/table-demo";

export function GalleryView() {
  return (
    <PageWrapper
      title="نمونهٔ اجزا"
      description="همهٔ اجزای پنل در حالت‌های مختلف؛ فقط در نسخهٔ توسعه."
      actions={<ThemeToggle />}
    >
      <BasicsDemo />
      <SelectDemo />
      <NumberEntryDemo />
      <DateDemo />
      <TableDemo />
      <OverlaysDemo />
      <ProgressDemo />
      <LayoutDemo />
    </PageWrapper>
  );
}
