"use client";

import { BannerLink } from "@/components/layout/banner/banner-link";
import { Carousel } from "@/components/ui/carousel";
import type { Banner } from "@/lib/contract/home";

/** Banners of types other than 1 and 4, 192 px high, turning every 5 seconds (spec §9). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    <Carousel
      label="بنرهای تبلیغاتی"
      className="h-48 rounded-2xl bg-surface-2"
      slides={banners.map((banner, index) => (
        <BannerLink key={banner.id} banner={banner} priority={index === 0} />
      ))}
    />
  );
}
