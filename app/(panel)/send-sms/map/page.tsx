import type { Metadata } from "next";
import { connection } from "next/server";
import { PageWrapper } from "@/components/layout/page-wrapper";
import { MapSendForm } from "@/components/send/map/map-send-form";
import { panelSettingIfValid } from "@/lib/bff/panel-env.mjs";
import { mapTileTemplate } from "@/lib/map/tile-url.mjs";

export const metadata: Metadata = { title: "ارسال روی نقشه" };

export default async function MapSendPage() {
  // MAP_TILE_URL is read at each request, so the server's setting counts, not the build's.
  await connection();
  const tileUrl = mapTileTemplate(panelSettingIfValid("MAP_TILE_URL"));
  const tileAttribution = tileUrl ? (panelSettingIfValid("MAP_TILE_ATTRIBUTION") ?? null) : null;
  return (
    <PageWrapper
      title="ارسال روی نقشه"
      description="به شماره‌های بانک در محدوده‌ای که روی نقشه رسم می‌کنید یا استانی که برمی‌گزینید؛ دست‌کم ۵٬۰۰۰ گیرنده."
    >
      <MapSendForm tileUrl={tileUrl} tileAttribution={tileAttribution} />
    </PageWrapper>
  );
}
