import { memo } from "react";
import { labelWidth, projectedOutline, projectedProvinces } from "@/lib/map/base-map";
import { ringsPath } from "@/lib/map/svg-path";
import { worldPixels, worldToScreen, type MapView, type Size } from "@/lib/map/view";

/**
 * The provinces drawn from the geography shipped with the panel, the country's outline over
 * their borders, and each province's name where it fits. Over tiles the provinces are only lines.
 */
export const BaseMap = memo(function BaseMap({
  view,
  size,
  overTiles,
}: {
  view: MapView;
  size: Size;
  overTiles: boolean;
}) {
  const provinces = projectedProvinces();
  const toScreen = (ring: readonly { x: number; y: number }[]) => ring.map((point) => worldToScreen(view, size, point));
  const scale = worldPixels(view.zoom);
  return (
    <g>
      {provinces.map((province) => (
        <path
          key={province.id}
          d={ringsPath(province.rings.map(toScreen))}
          fillRule="evenodd"
          className={`stroke-border ${overTiles ? "fill-none" : "fill-surface"}`}
          strokeWidth={1}
          strokeLinejoin="round"
        />
      ))}
      <path
        d={ringsPath(projectedOutline().map(toScreen))}
        className="fill-none stroke-muted"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {provinces
        .filter((province) => province.width * scale >= labelWidth(province.name))
        .map((province) => {
          const at = worldToScreen(view, size, province.center);
          return (
            <text
              key={province.id}
              x={at.x}
              y={at.y}
              textAnchor="middle"
              dominantBaseline="middle"
              className="pointer-events-none fill-muted stroke-surface text-[11px] select-none"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {province.name}
            </text>
          );
        })}
    </g>
  );
});
