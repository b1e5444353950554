"use client";

import { useLayoutEffect } from "react";
import { useBanners } from "@/lib/api/home";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { BannerStrip } from "./banner/banner-strip";

/** Spec §9: the type-1 strip is 32 px high on mobile and 60 px on desktop. */
const TOP_STRIP_HEIGHT = { mobile: 32, desktop: 60 } as const;

/**
 * The type-1 banner above everything (spec §2). While it shows, `--top-strip-height` carries its
 * height so full-height parts (dialogs, sticky panels) can leave room for it.
 */
export function TopStrip() {
  const { data } = useBanners();
  const banner = data?.topStrip;
  const mobile = useIsMobile();

  useLayoutEffect(() => {
    if (!banner) return;
    const root = document.documentElement;
    root.style.setProperty("--top-strip-height", `${mobile ? TOP_STRIP_HEIGHT.mobile : TOP_STRIP_HEIGHT.desktop}px`);
    return () => {
      root.style.removeProperty("--top-strip-height");
    };
  }, [banner, mobile]);

  return banner ? <BannerStrip banner={banner} priority /> : null;
}
