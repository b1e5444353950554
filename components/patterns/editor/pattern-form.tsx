"use client";

import { useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormShell } from "@/components/ui/form-shell";
import { patternRequestSchemaFor, type Pattern, type PatternRequest } from "@/lib/contract/patterns";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { PATTERNS_HREF } from "../list/pattern-links";
import { LinkButton } from "@/components/layout/link-button";
import { PatternDetailsFields } from "./pattern-details-fields";
import { patternFormValues } from "./pattern-form-values";
import { PatternPreview } from "./pattern-preview";
import { PatternTextField } from "./pattern-text-field";
import { usePatternText } from "./use-pattern-text";
import { VariablePanel } from "./variable-panel";

/** The upstream names a variable's fields `variable.0.name`: they go beside that variable. */
const NESTED_ERRORS = ["variable"] as const;

export interface PatternFormProps {
  businessName: string | null;
  /** The pattern being changed; a new one when absent. */
  pattern?: Pattern;
  /** Sends the checked body; the pattern as answered, or a throw with the upstream's refusal. */
  save: (body: PatternRequest) => Promise<Pattern>;
  onSaved: (pattern: Pattern) => void;
  /** Above the fields (an approved pattern's notice). */
  notice?: ReactNode;
}

/**
 * A pattern's fields, text and variables, checked with the contract's schema for this business
 * name on both sides; a refusal keeps everything typed and puts each message beside its field.
 */
export function PatternForm({ businessName, pattern, save, onSaved, notice }: PatternFormProps) {
  const schema = useMemo(() => patternRequestSchemaFor(businessName), [businessName]);
  const form = useZodForm(schema, { defaultValues: patternFormValues(pattern), nestedErrors: NESTED_ERRORS });
  const editing = usePatternText(form);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(await save(values));
    } catch (error) {
      setFormError(form.applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      {notice}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <PatternDetailsFields form={form} />
          <PatternTextField form={form} editing={editing} businessName={businessName} />
        </div>
        <aside className="min-w-0 lg:sticky lg:top-4 lg:row-span-2">
          <VariablePanel form={form} editing={editing} />
        </aside>
        <PatternPreview control={form.control} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={form.formState.isSubmitting} className="min-w-40">
          {pattern ? "ذخیره و ارسال برای بررسی" : "ثبت و ارسال برای بررسی"}
        </Button>
        <LinkButton href={PATTERNS_HREF} variant="secondary">
          انصراف
        </LinkButton>
      </div>
    </FormShell>
  );
}
