"use client";

import { useState } from "react";
import { AREA_MAX_POINTS, AREA_MIN_POINTS, insideBox, IRAN_BOX, roundPoint } from "@/lib/map/area";
import type { LonLat } from "@/lib/map/projection";
import { groupDigits } from "@/lib/format/money";

export type AreaPoints = [number, number][];

const DRAWING_NOTICES = {
  outside: "این نقطه بیرون از ایران است",
  full: `محدوده حداکثر ${groupDigits(AREA_MAX_POINTS)} نقطه دارد`,
} as const;

/**
 * Drawing an area: while drawing, each tap adds a corner (inside Iran, at most 200); finishing
 * with at least 3 corners makes it the area, until then the area drawn before stays.
 */
export function useAreaDrawing(onChange: (points: AreaPoints) => void) {
  const [drawing, setDrawing] = useState(false);
  const [draft, setDraft] = useState<AreaPoints>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const stop = () => {
    setDrawing(false);
    setDraft([]);
    setNotice(null);
  };

  return {
    drawing,
    draft,
    notice,
    canFinish: draft.length >= AREA_MIN_POINTS,
    start() {
      setDrawing(true);
      setDraft([]);
      setNotice(null);
    },
    add(point: LonLat) {
      if (!drawing) return;
      if (!insideBox(point, IRAN_BOX)) return setNotice(DRAWING_NOTICES.outside);
      if (draft.length >= AREA_MAX_POINTS) return setNotice(DRAWING_NOTICES.full);
      setNotice(null);
      setDraft([...draft, roundPoint(point)]);
    },
    finish() {
      if (draft.length < AREA_MIN_POINTS) return;
      onChange(draft);
      stop();
    },
    cancel: stop,
  };
}
