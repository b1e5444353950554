import { GEONAMES_ATTRIBUTION } from "@/lib/contract/banks";

/** The sources the map must credit, small and in Latin in a corner of the map. */
export function MapAttribution({ tiles }: { tiles: string | null }) {
  return (
    <p
      dir="ltr"
      lang="en"
      className="pointer-events-none absolute end-0 bottom-0 max-w-full rounded-ss-md bg-surface/80 px-1.5 py-0.5 font-latin text-[10px] leading-tight text-muted"
    >
      {tiles ? `${tiles} · ` : ""}
      {GEONAMES_ATTRIBUTION} Boundaries: Natural Earth.
    </p>
  );
}
