"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CloseIconButton } from "@/components/ui/close-icon-button";
import { FilterIcon } from "@/components/ui/icons";
import { useModalRoot } from "@/components/ui/modal-root";
import type { FilterValue } from "@/lib/url-state/filter-definitions";
import { fromFilterInput, toFilterInput, type FilterInput } from "@/lib/url-state/filter-inputs";
import { toPersianDigits } from "@/lib/validation/digits";
import { FilterControl } from "./filter-control";
import { useTableFiltersContext } from "./filters-provider";

/**
 * Mobile filters (spec §2): a «فیلترها» button with the number of filters on, opening a full-screen
 * modal in the modal root. Changes there wait until «اعمال» (a day picked in a calendar first waits for
 * the picker's own «تأیید»); «پاک کردن» removes every filter at once; closing the modal any other way
 * forgets the changes.
 */
export function MobileFilters() {
  const { config, values, activeCount, apply, clear } = useTableFiltersContext("MobileFilters");
  const container = useModalRoot();
  const [open, setOpen] = useState(false);
  const [inputs, setInputs] = useState<Record<string, FilterInput>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const openWithApplied = () => {
    setInputs(
      Object.fromEntries(
        config.filters.map((filter) => [filter.name, toFilterInput(filter, values[filter.name] ?? null)]),
      ),
    );
    setErrors({});
    setOpen(true);
  };

  const applyInputs = () => {
    const next: Record<string, FilterValue> = {};
    const problems: Record<string, string> = {};
    for (const filter of config.filters) {
      const result = fromFilterInput(filter, inputs[filter.name] ?? toFilterInput(filter, null));
      if (result.error) problems[filter.name] = result.error;
      next[filter.name] = result.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    apply(next);
    setOpen(false);
  };

  const clearAll = () => {
    clear();
    setOpen(false);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? openWithApplied() : setOpen(false))}>
      <RadixDialog.Trigger asChild>
        <Button variant="secondary" size="md">
          <FilterIcon className="size-4" />
          فیلترها
          {activeCount > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-on-primary"
              >
                {toPersianDigits(activeCount)}
              </span>
              <span className="sr-only">({toPersianDigits(activeCount)} فیلتر فعال)</span>
            </>
          ) : null}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-base flex flex-col bg-surface text-text"
        >
          <div className="flex items-center gap-3 border-b border-border px-4 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 text-base font-bold">فیلترها</RadixDialog.Title>
            <CloseIconButton />
          </div>
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              applyInputs();
            }}
          >
            <div className="flex flex-1 flex-col gap-5 overflow-y-auto p-4">
              {config.filters.map((filter) => (
                <FilterControl
                  key={filter.name}
                  filter={filter}
                  input={inputs[filter.name] ?? toFilterInput(filter, null)}
                  error={errors[filter.name] ?? null}
                  onInput={(next) => setInputs((all) => ({ ...all, [filter.name]: next }))}
                />
              ))}
            </div>
            <div className="grid grid-cols-2 gap-3 border-t border-border p-4">
              <Button type="button" variant="secondary" onClick={clearAll}>
                پاک کردن
              </Button>
              <Button type="submit">اعمال</Button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
