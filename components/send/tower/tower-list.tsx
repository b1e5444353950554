"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { TextInput } from "@/components/ui/text-input";
import type { useTowers } from "@/lib/api/towers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { filterTowersByName, servedByChosen } from "./tower-search";

interface TowerListProps {
  towers: ReturnType<typeof useTowers>;
  chosen: readonly number[];
  onChange(ids: number[]): void;
  error?: string;
}

// `relative` keeps the rows' screen-reader-only text inside the scrolling box, not stretching the page.
const LIST_BOX = "relative max-h-80 overflow-y-auto rounded-xl border border-border";

/**
 * The area's towers to choose from, 40 px rows in a box that scrolls: each with its city and the
 * Irancell numbers it serves, a search by name, «انتخاب همه» and «هیچ‌کدام» over the towers shown,
 * and what the chosen ones serve together.
 */
export function TowerList({ towers, chosen, onChange, error }: TowerListProps) {
  const [search, setSearch] = useState("");
  const all = towers.data ?? [];
  const shown = filterTowersByName(all, search);
  const chosenSet = new Set(chosen);

  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  const chooseShown = () => onChange([...chosen, ...shown.map((tower) => tower.id).filter((id) => !chosenSet.has(id))]);
  const dropShown = () => {
    const hidden = new Set(shown.map((tower) => tower.id));
    onChange(chosen.filter((id) => !hidden.has(id)));
  };

  let body;
  if (towers.isPending) {
    body = (
      <div className={`${LIST_BOX} flex flex-col gap-2 p-3`} aria-busy="true" aria-label="در حال دریافت دکل‌ها">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    );
  } else if (towers.isError) {
    body = (
      <ErrorState
        message={toErrorMessage(towers.error)}
        onRetry={() => void towers.refetch()}
        retrying={towers.isFetching}
        className="rounded-xl border border-border"
      />
    );
  } else if (all.length === 0) {
    body = <EmptyState className="rounded-xl border border-border">دکلی در این محدوده نیست</EmptyState>;
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <TextInput
            type="search"
            aria-label="جستجوی نام دکل"
            placeholder="جستجوی نام دکل"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-w-0 flex-1 basis-48"
          />
          <div className="flex gap-2">
            <Button
              size="md"
              variant="secondary"
              onClick={chooseShown}
              disabled={shown.every((tower) => chosenSet.has(tower.id))}
            >
              انتخاب همه
            </Button>
            <Button
              size="md"
              variant="secondary"
              onClick={dropShown}
              disabled={!shown.some((tower) => chosenSet.has(tower.id))}
            >
              هیچ‌کدام
            </Button>
          </div>
        </div>
        {shown.length === 0 ? (
          <EmptyState className="rounded-xl border border-border">دکلی با این نام نیست</EmptyState>
        ) : (
          <ul
            className={`${LIST_BOX} divide-y divide-border/60`}
            aria-describedby={error ? "tower_ids-error" : undefined}
          >
            {shown.map((tower) => (
              <li key={tower.id}>
                <label className="flex h-10 cursor-pointer items-center gap-3 px-3 text-sm hover:bg-surface-2">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={chosenSet.has(tower.id)}
                    onChange={(event) => toggle(tower.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate" title={tower.name}>
                    {tower.name}
                  </span>
                  <span className="max-w-24 shrink-0 truncate text-xs text-muted">{tower.city_name}</span>
                  <span className="w-16 shrink-0 text-end">
                    {groupDigits(tower.irancell_count)}
                    <span className="sr-only"> شمارهٔ ایرانسل</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">دکل‌ها</legend>
      {body}
      <p className="text-sm" aria-live="polite">
        {groupDigits(chosen.length)} دکل انتخاب‌شده با <strong>{groupDigits(servedByChosen(all, chosen))}</strong> شمارهٔ
        ایرانسل
      </p>
      <FieldMessage id="tower_ids" error={error} />
    </fieldset>
  );
}
