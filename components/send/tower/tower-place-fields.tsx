"use client";

import { useFormContext } from "react-hook-form";
import { PlaceFields } from "../bank/place-fields";
import type { TowerFormValues } from "./tower-form-schema";

/** Province (required), then an optional county and city; a change empties the chosen towers, which belong to the old area. */
export function TowerPlaceFields() {
  const { setValue } = useFormContext<TowerFormValues>();
  const resetTowers = () => {
    setValue("tower_ids", []);
    setValue("irancell", { start: 0, size: 0 });
  };
  return <PlaceFields prefix="" onPlaceChange={resetTowers} />;
}
