"use client";

import { LIST_MAX_ITEMS } from "@/lib/contract/common";
import { useState } from "react";
import { Controller, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { NumberEntry } from "@/components/ui/number-entry/number-entry";
import { useAddToBlacklist } from "@/lib/api/contact-lists";
import { addBlacklistRequestSchema, type BlacklistType } from "@/lib/contract/contact-lists";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { groupDigits } from "@/lib/format/money";
import { BLACKLIST_TITLES } from "./blacklist-types";

export interface AddToBlacklistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: BlacklistType;
}

/** Numbers typed one by one or pasted one per line, added to one blacklist; says how many were new. */
export function AddToBlacklistDialog({ open, onOpenChange, type }: AddToBlacklistDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`افزودن به ${BLACKLIST_TITLES[type]}`} className="max-w-lg">
      {open ? <AddToBlacklistForm key={type} type={type} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

interface AddResult {
  added: number;
  existences: number;
}

function AddToBlacklistForm({ type, onClose }: { type: BlacklistType; onClose: () => void }) {
  const form = useZodForm(addBlacklistRequestSchema, { defaultValues: { type, numbers: [] } });
  const add = useAddToBlacklist();
  const [result, setResult] = useState<AddResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const numbersError = (form.formState.errors.numbers as FieldError | undefined)?.message;

  const submit = form.handleSubmit((request) => {
    setFormError(null);
    setResult(null);
    add.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        form.reset({ type, numbers: [] });
      },
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <Controller
        control={form.control}
        name="numbers"
        render={({ field }) => (
          <NumberEntry
            id="numbers"
            label="شماره‌های موبایل"
            validateMobile
            maxCount={LIST_MAX_ITEMS}
            placeholder="09121234567"
            value={field.value ?? []}
            onChange={(next) => {
              setResult(null);
              field.onChange(next);
            }}
            onBlur={field.onBlur}
            error={numbersError}
          />
        )}
      />
      {result ? <AddResultSummary result={result} /> : null}
      <DialogError error={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {result ? "بستن" : "انصراف"}
        </Button>
        <Button type="submit" loading={add.isPending} className="min-w-28">
          افزودن به فهرست
        </Button>
      </div>
    </form>
  );
}

function AddResultSummary({ result }: { result: AddResult }) {
  return (
    <ul role="status" className="flex flex-col gap-1 rounded-lg bg-surface-2 px-3 py-2 text-sm leading-6">
      <li className={result.added > 0 ? "text-success" : "text-muted"}>
        {result.added > 0 ? `${groupDigits(result.added)} شماره به فهرست افزوده شد.` : "شمارهٔ تازه‌ای افزوده نشد."}
      </li>
      {result.existences > 0 ? (
        <li className="text-muted">{`${groupDigits(result.existences)} شماره از پیش در فهرست بود.`}</li>
      ) : null}
    </ul>
  );
}
