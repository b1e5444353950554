"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { IMPORT_UPLOAD_MESSAGES } from "@/lib/contacts/import/messages";
import type { ImportUploadState } from "@/lib/contacts/import/use-import-upload";
import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

interface ImportUploadStepProps {
  state: Exclude<ImportUploadState, { status: "idle" | "done" }>;
  onCancel(): void;
  onResume(): void;
  onRestart(): void;
}

const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

/** The upload in chunks: its progress, cancel, and going on after a lost connection or a failure. */
export function ImportUploadStep({ state, onCancel, onResume, onRestart }: ImportUploadStepProps) {
  if (state.status === "cancelled") {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="info">{IMPORT_UPLOAD_MESSAGES.cancelled}</Alert>
        <Button variant="secondary" className="self-start" onClick={onRestart}>
          بارگذاری دوباره
        </Button>
      </div>
    );
  }
  const percent = percentOf(state.sent, state.total);
  const stage =
    state.status === "running" && state.stage === "opening"
      ? "آماده‌سازی بارگذاری…"
      : state.status === "running" && state.stage === "committing"
        ? "ثبت مخاطبان در دفترچه…"
        : `بخش ${groupDigits(state.sent)} از ${groupDigits(state.total)} فرستاده شد (${toPersianDigits(percent)}٪)`;
  return (
    <div className="flex flex-col gap-4">
      <ProgressBar value={percent} label="بارگذاری مخاطبان" />
      <p className="text-sm" aria-live="polite">
        {stage}
      </p>
      {state.status === "running" ? (
        <>
          <p className="text-xs leading-6 text-muted">
            بستن این پنجره بارگذاری را نگه می‌دارد؛ با انتخاب دوبارهٔ همین فایل ادامه می‌یابد.
          </p>
          <Button variant="secondary" className="self-start" onClick={onCancel} disabled={state.stage === "committing"}>
            لغو بارگذاری
          </Button>
        </>
      ) : null}
      {state.status === "paused" ? (
        <>
          <Alert tone="warning">{state.message}</Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onResume}>ادامهٔ بارگذاری</Button>
            <Button variant="secondary" onClick={onCancel}>
              لغو بارگذاری
            </Button>
          </div>
        </>
      ) : null}
      {state.status === "failed" ? (
        <>
          <DialogError error={state.message} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={onResume}>تلاش دوباره</Button>
            <Button variant="secondary" onClick={onCancel}>
              لغو بارگذاری
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
