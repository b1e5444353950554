"use client";

import { PagesStrip } from "@/components/layout/pages-strip";
import { DEVELOPERS_PAGES } from "./developers-pages";

/** Above each developers' page: the pages of the area the member may open, on a phone and a desktop alike. */
export function DevelopersPagesNav() {
  return <PagesStrip label="صفحه‌های برنامه‌نویسان" pages={DEVELOPERS_PAGES} withSubpages />;
}
