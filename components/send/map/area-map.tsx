"use client";

import { useCallback, useState } from "react";
import { roundPoint } from "@/lib/map/area";
import type { LonLat } from "@/lib/map/projection";
import { IRAN_BOUNDS, PROVINCES, provinceArea } from "@/lib/map/provinces";
import { screenToLonLat } from "@/lib/map/view";
import { toPersianDigits } from "@/lib/validation/digits";
import { AreaShape } from "./area-shape";
import { AreaToolbar } from "./area-toolbar";
import { BaseMap } from "./base-map";
import { MapAttribution } from "./map-attribution";
import { MapZoomControls } from "./map-zoom-controls";
import { TileLayer } from "./tile-layer";
import { useAreaDrawing, type AreaPoints } from "./use-area-drawing";
import { useMapGestures } from "./use-map-gestures";
import { useMapView } from "./use-map-view";

export interface AreaMapProps {
  /** The chosen area's corners as [longitude, latitude]; empty for none. */
  value: AreaPoints;
  onChange(area: AreaPoints): void;
  /** Raster tiles under the map (MAP_TILE_URL), or null for the shipped geography alone. */
  tileUrl: string | null;
  tileAttribution?: string | null;
  invalid?: boolean;
  describedBy?: string;
  /** Receives the map itself, to focus it when the area is missing. */
  mapRef?: (element: HTMLDivElement | null) => void;
}

const status = (drawing: boolean, draft: number, area: number) =>
  drawing
    ? `روی نقشه بزنید تا گوشه‌های محدوده افزوده شوند (${toPersianDigits(draft)} نقطه)؛ سپس «پایان رسم» را بزنید.`
    : area
      ? `محدودهٔ انتخاب‌شده ${toPersianDigits(area)} گوشه دارد؛ با بزرگ‌نمایی، گوشه‌ها را می‌توان کشید.`
      : "محدوده‌ای انتخاب نشده است.";

const sameArea = (a: AreaPoints, b: AreaPoints) =>
  a.length === b.length && a.every((point, i) => point[0] === b[i]![0] && point[1] === b[i]![1]);

/** The area of a map send: a map of Iran to draw it on, or a whole province taken as it. */
export function AreaMap({
  value,
  onChange,
  tileUrl,
  tileAttribution = null,
  invalid = false,
  describedBy,
  mapRef,
}: AreaMapProps) {
  const { surfaceRef, size, view, setView, fit, zoomBy } = useMapView();
  const drawingState = useAreaDrawing(onChange);
  const [taken, setTaken] = useState<{ id: number; area: AreaPoints } | null>(null);
  const province = taken && sameArea(taken.area, value) ? taken.id : null;

  const locate = useCallback(
    (event: { clientX: number; clientY: number }): LonLat => {
      const rect = surfaceRef.current?.getBoundingClientRect();
      return screenToLonLat(view, size, { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) });
    },
    [surfaceRef, view, size],
  );
  const gestures = useMapGestures(surfaceRef, setView, (point) => drawingState.add(screenToLonLat(view, size, point)));
  const attachSurface = useCallback(
    (element: HTMLDivElement | null) => {
      surfaceRef.current = element;
      mapRef?.(element);
    },
    [surfaceRef, mapRef],
  );

  const takeProvince = (id: number | null) => {
    drawingState.cancel();
    const chosen = PROVINCES.find((p) => p.id === id);
    if (!chosen) return onChange([]);
    const area = provinceArea(chosen).map(roundPoint);
    setTaken({ id: chosen.id, area });
    onChange(area);
    fit(chosen.bbox);
  };
  const moveCorner = (index: number, point: LonLat) =>
    onChange(value.map((corner, i) => (i === index ? roundPoint(point) : corner)));
  const clear = () => {
    drawingState.cancel();
    onChange([]);
  };

  return (
    <div className="flex flex-col gap-2">
      <AreaToolbar
        drawing={drawingState.drawing}
        canFinish={drawingState.canFinish}
        hasArea={value.length > 0}
        province={province}
        onStart={drawingState.start}
        onFinish={drawingState.finish}
        onClear={clear}
        onProvince={takeProvince}
      />
      <div
        dir="ltr"
        className={`relative h-80 overflow-hidden rounded-xl border bg-surface-2 md:h-[28rem] ${invalid ? "border-danger" : "border-border"}`}
      >
        <div
          ref={attachSurface}
          role="application"
          aria-label="نقشهٔ ایران"
          aria-roledescription="نقشه"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          tabIndex={0}
          className={`absolute inset-0 touch-none outline-none select-none focus-visible:ring-2 focus-visible:ring-primary ${drawingState.drawing ? "cursor-crosshair" : "cursor-grab active:cursor-grabbing"}`}
          onKeyDown={(event) => {
            if (event.key === "Escape" && drawingState.drawing) drawingState.cancel();
            else gestures.onKeyDown(event);
          }}
          onPointerDown={gestures.onPointerDown}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onPointerCancel={gestures.onPointerCancel}
          onClick={gestures.onClick}
        >
          <svg width={size.width} height={size.height} className="block" aria-hidden="true">
            {tileUrl ? <TileLayer template={tileUrl} view={view} size={size} /> : null}
            <BaseMap view={view} size={size} overTiles={Boolean(tileUrl)} />
            <AreaShape
              view={view}
              size={size}
              area={value}
              draft={drawingState.draft}
              drawing={drawingState.drawing}
              locate={locate}
              onMoveCorner={moveCorner}
            />
          </svg>
        </div>
        <MapZoomControls zoom={view.zoom} onZoom={zoomBy} onFit={() => fit(IRAN_BOUNDS)} />
        <MapAttribution tiles={tileUrl ? tileAttribution : null} />
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {drawingState.notice ?? status(drawingState.drawing, drawingState.draft.length, value.length)}
      </p>
    </div>
  );
}
