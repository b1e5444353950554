"use client";

import { useState, type PointerEvent } from "react";
import { insideBox, IRAN_BOX } from "@/lib/map/area";
import type { LonLat } from "@/lib/map/projection";
import { linePoints } from "@/lib/map/svg-path";
import { lonLatToScreen, type MapView, type Size } from "@/lib/map/view";
import type { AreaPoints } from "./use-area-drawing";

/** Corner handles show once corners lie this many pixels apart on average (zoom in to edit a detailed area). */
const HANDLE_SPACING = 18;

const averageSpacing = (points: readonly { x: number; y: number }[]) =>
  points.reduce((sum, point, i) => {
    const next = points[(i + 1) % points.length]!;
    return sum + Math.hypot(next.x - point.x, next.y - point.y);
  }, 0) / Math.max(points.length, 1);

interface AreaShapeProps {
  view: MapView;
  size: Size;
  area: AreaPoints;
  draft: AreaPoints;
  drawing: boolean;
  /** The place under a pointer event. */
  locate(event: { clientX: number; clientY: number }): LonLat;
  /** A corner of the area was dragged to a new place. */
  onMoveCorner(index: number, point: LonLat): void;
}

/**
 * The chosen area with a handle on each corner to drag it elsewhere (once the corners are far
 * enough apart on screen to grab one), and, while drawing, the corners placed so far joined by a
 * line (dashed back to the first once it can be closed).
 */
export function AreaShape({ view, size, area, draft, drawing, locate, onMoveCorner }: AreaShapeProps) {
  const [dragged, setDragged] = useState<{ index: number; point: LonLat } | null>(null);
  const shown = area.map((point, index) => (dragged?.index === index ? dragged.point : point));
  const screen = (points: readonly LonLat[]) => points.map((point) => lonLatToScreen(view, size, point));
  const corners = screen(shown);
  const placed = screen(draft);
  const handles = !drawing && (dragged !== null || averageSpacing(corners) >= HANDLE_SPACING);

  const grab = (index: number) => (event: PointerEvent<SVGCircleElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragged({ index, point: area[index]! });
  };
  const drag = (event: PointerEvent<SVGCircleElement>) => {
    if (!dragged) return;
    const point = locate(event);
    if (insideBox(point, IRAN_BOX)) setDragged({ index: dragged.index, point });
  };
  const drop = () => {
    if (dragged) onMoveCorner(dragged.index, dragged.point);
    setDragged(null);
  };

  return (
    <g>
      {corners.length >= 3 ? (
        <polygon
          points={linePoints(corners)}
          className="fill-primary stroke-primary"
          fillOpacity={drawing ? 0.08 : 0.2}
          strokeOpacity={drawing ? 0.4 : 1}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ) : null}
      {handles
        ? corners.map((corner, index) => (
            <circle
              key={index}
              cx={corner.x}
              cy={corner.y}
              r={6}
              className="cursor-move fill-surface stroke-primary"
              strokeWidth={2}
              onPointerDown={grab(index)}
              onPointerMove={drag}
              onPointerUp={drop}
              onPointerCancel={() => setDragged(null)}
              onClick={(event) => event.stopPropagation()}
            />
          ))
        : null}
      {drawing && placed.length > 0 ? (
        <g className="pointer-events-none">
          {placed.length >= 3 ? (
            <polyline
              points={linePoints([placed[placed.length - 1]!, placed[0]!])}
              className="fill-none stroke-primary"
              strokeWidth={1.5}
              strokeDasharray="4 4"
            />
          ) : null}
          <polyline
            points={linePoints(placed)}
            className="fill-none stroke-primary"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {placed.map((point, index) => (
            <circle
              key={index}
              cx={point.x}
              cy={point.y}
              r={4}
              className="fill-primary stroke-surface"
              strokeWidth={1.5}
            />
          ))}
        </g>
      ) : null}
    </g>
  );
}
