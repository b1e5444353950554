"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useLinesFor, useSetDefaultLine } from "@/lib/api/numbers";
import { toErrorMessage } from "@/lib/errors/to-message";
import { lineLabel, preferredLine } from "@/lib/send/line-label";
import { toast } from "@/lib/ui/toast-store";

const FIELD_ID = "default-line";

/** The line the composers choose first (`numbers/defaults/upsert`), among the lines general sends may use. */
export function DefaultLineForm() {
  const lines = useLinesFor("general");
  const setDefault = useSetDefaultLine();
  const current = useMemo(() => (lines.data ? preferredLine(lines.data) : undefined), [lines.data]);
  // What the user chose wins; until then the box shows the saved default.
  const [choice, setChoice] = useState<number | null>(null);
  const chosen = choice ?? current?.id ?? null;
  const [error, setError] = useState<string | null>(null);

  const options = useMemo(
    () => (lines.data ?? []).map((line) => ({ value: line.id, label: lineLabel(line) })),
    [lines.data],
  );
  const loadError = lines.isError ? toErrorMessage(lines.error) : null;
  const shown = error ?? loadError;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setError("یک خط انتخاب کنید");
    setError(null);
    setDefault.mutate(chosen, {
      onSuccess: () => toast.success("خط پیش‌فرض ذخیره شد."),
      onError: (e) => setError(toErrorMessage(e)),
    });
  };

  return (
    <section
      aria-labelledby="default-line-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="default-line-title" className="text-base font-bold">
        خط پیش‌فرض ارسال
      </h2>
      <p className="text-xs leading-6 text-muted">فرم‌های ارسال پیامک این خط را از پیش انتخاب می‌کنند.</p>
      <form noValidate aria-label="خط پیش‌فرض ارسال" className="flex flex-col gap-3" onSubmit={submit}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={FIELD_ID} className="text-sm font-medium">
            خط ارسال‌کننده
          </label>
          <Select
            id={FIELD_ID}
            options={options}
            value={chosen}
            onChange={(value) => {
              setChoice(value);
              setError(null);
            }}
            placeholder={lines.isPending ? "در حال دریافت خطوط…" : "یک خط انتخاب کنید"}
            invalid={Boolean(shown)}
            aria-describedby={describedBy(FIELD_ID, shown)}
          />
          <FieldMessage id={FIELD_ID} error={shown} />
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={setDefault.isPending}
          disabled={lines.isPending || chosen === null || chosen === current?.id}
          className="self-start"
        >
          ذخیرهٔ خط پیش‌فرض
        </Button>
      </form>
    </section>
  );
}
