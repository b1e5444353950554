"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import {
  targetChoices,
  type ColumnTarget,
  type ColumnTargets,
  type ImportFeature,
} from "@/lib/contacts/import/column-targets";
import { columnLetter } from "@/lib/files/recipients/columns";
import { textAt } from "@/lib/files/recipients/text-column";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";

const SAMPLES = 3;
/** Recipients looked at for a column's sample values. */
const SAMPLE_SCAN = 50;

function samplesOf(result: RecipientsFileResult, kept: number): string[] {
  const column = result.values[kept];
  const out: string[] = [];
  if (!column) return out;
  for (let i = 0; i < Math.min(result.numbers.length, SAMPLE_SCAN) && out.length < SAMPLES; i++) {
    const value = textAt(column, i).trim();
    if (value) out.push(value);
  }
  return out;
}

interface ImportColumnsStepProps {
  result: RecipientsFileResult;
  targets: ColumnTargets;
  onChange(column: number, target: ColumnTarget): void;
  features: readonly ImportFeature[];
  /** The features could not be read: only the contact fields are offered. */
  featuresFailed: boolean;
  onRetryFeatures(): void;
}

/** What each extra column of the file fills: name, gender, pre, email, a custom feature, or nothing. */
export function ImportColumnsStep({
  result,
  targets,
  onChange,
  features,
  featuresFailed,
  onRetryFeatures,
}: ImportColumnsStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        ستون <bdi>{result.columns[result.mobileColumn]}</bdi> شمارهٔ موبایل است. برای هر ستون دیگر بگویید چه چیزی را پر
        می‌کند؛ هر مورد را فقط یک ستون می‌تواند پر کند.
      </p>
      {featuresFailed ? (
        <Alert tone="warning">
          <span>ویژگی‌های سفارشی خوانده نشد؛ فعلاً فقط نام، جنسیت، پیش‌شماره و ایمیل قابل انتخاب است.</span>{" "}
          <Button size="sm" variant="secondary" onClick={onRetryFeatures}>
            تلاش دوباره
          </Button>
        </Alert>
      ) : null}
      <ul className="flex flex-col gap-3">
        {result.keptColumns.map((column, kept) => {
          const labelId = `import-column-${column}`;
          const letter = columnLetter(column);
          const title = result.columns[column] ?? letter;
          const samples = samplesOf(result, kept);
          return (
            <li
              key={column}
              className="flex flex-col gap-2 rounded-xl border border-border p-3 md:flex-row md:items-center md:gap-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span id={labelId} className="text-sm font-medium">
                  ستون {letter}
                  {title !== letter ? ` — ${title}` : ""}
                </span>
                <span className="truncate text-xs text-muted">
                  {samples.length > 0 ? <bdi>{samples.join("، ")}</bdi> : "خالی"}
                </span>
              </div>
              <Select<ColumnTarget>
                className="md:w-60"
                aria-labelledby={labelId}
                options={targetChoices(column, targets, features)}
                value={targets[column] ?? "skip"}
                onChange={(value) => onChange(column, value ?? "skip")}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
