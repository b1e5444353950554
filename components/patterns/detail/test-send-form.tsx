"use client";

import { useEffect, useMemo, useRef } from "react";
import { get, type FieldError, type UseFormReturn } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { LatinText } from "@/components/ui/latin-text";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { TextInput } from "@/components/ui/text-input";
import { fillPattern, patternParamsSchemaFor, type Pattern, type PatternVariable } from "@/lib/contract/patterns";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import type { usePatternTestSend } from "@/lib/send/use-pattern-test-send";
import { countMessage } from "@/lib/sms/message-parts";
import { toLatinDigits } from "@/lib/validation/digits";
import { PatternText } from "./pattern-text";
import { VARIABLE_TYPE_FA } from "./pattern-variables";
import { TestSendConfirm } from "./test-send-confirm";

interface TestSendFormProps {
  pattern: Pattern;
  /** The sender line (E.164 or a short code). */
  line: string;
  /** The user's own mobile, E.164. */
  mobile: string;
  flow: ReturnType<typeof usePatternTestSend>;
}

const PARAMS_PREFIX = "params.";
const fieldName = (variable: PatternVariable) => `${PARAMS_PREFIX}${variable.name}` as const;

/** Only what was typed: an empty value leaves its `%name%` in the preview. */
const typedValues = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));

/**
 * A value for each variable, checked against its type and length beside its field (the rule the
 * upstream applies, `patternParamsSchemaFor`), the text as it will read with its parts, then the
 * price and the confirmation.
 */
export function TestSendForm({ pattern, line, mobile, flow }: TestSendFormProps) {
  const schema = useMemo(() => z.object({ params: patternParamsSchemaFor(pattern.variable) }), [pattern.variable]);
  const form = useZodForm(schema, {
    defaultValues: { params: Object.fromEntries(pattern.variable.map((variable) => [variable.name, ""])) },
  });
  const params = form.watch("params");
  const filled = fillPattern(pattern.pattern_message, typedValues(params ?? {}));
  const count = countMessage(filled);

  // The upstream refused a value (its rule may have changed since the page loaded): beside its field.
  const { sendError, close } = flow;
  const { setError } = form;
  const placed = useRef<unknown>(null);
  useEffect(() => {
    if (!(sendError instanceof ApiError) || placed.current === sendError) return;
    placed.current = sendError;
    const fields = Object.entries(sendError.fieldErrors).filter(
      ([field, messages]) => field.startsWith(PARAMS_PREFIX) && messages[0],
    );
    if (fields.length === 0) return;
    close();
    fields.forEach(([field, messages], index) =>
      setError(
        field as `params.${string}`,
        { type: "server", message: messages.join("\n") },
        { shouldFocus: index === 0 },
      ),
    );
  }, [sendError, close, setError]);

  const submit = form.handleSubmit(async ({ params: values }) => {
    await flow.review(
      { sending_type: "pattern", from_number: line, code: pattern.pattern_code, recipients: [mobile], params: values },
      fillPattern(pattern.pattern_message, values),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="ارسال آزمایشی" className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        از خط <LatinText>{lineNumberText(line)}</LatinText> به شمارهٔ همراه شما <MobileNumber value={mobile} />؛ برای هر
        متغیر مقداری بنویسید.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {pattern.variable.map((variable) => (
          <ValueField key={variable.name} form={form} variable={variable} />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <h3 id="test-send-preview" className="text-sm font-medium">
          پیش‌نمایش پیامک
        </h3>
        <div
          aria-labelledby="test-send-preview"
          role="region"
          className="rounded-lg border border-border bg-surface-2 px-3 py-2"
        >
          <PatternText message={pattern.pattern_message} valueFor={(name) => typedValues(params ?? {})[name]} />
        </div>
        <p className="text-xs text-muted" aria-live="polite">
          <strong className="font-bold text-text">{groupDigits(count.length)}</strong> نویسه،{" "}
          <strong className="font-bold text-text">{groupDigits(count.parts)}</strong> بخش
        </p>
      </div>
      {flow.priceError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {flow.priceError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={flow.pricing || form.formState.isSubmitting} className="min-w-40">
          محاسبهٔ هزینه و ادامه
        </Button>
      </div>
      <TestSendConfirm
        open={flow.pending !== null}
        onClose={flow.close}
        line={line}
        mobile={mobile}
        text={flow.pending?.text ?? filled}
        breakdown={flow.pending?.breakdown ?? null}
        onConfirm={flow.confirm}
        pending={flow.sending}
        error={flow.sendError ? toErrorMessage(flow.sendError) : null}
      />
    </form>
  );
}

type ValuesForm = Pick<UseFormReturn<{ params: Record<string, string> }>, "register" | "formState">;

/**
 * One variable's value. Integers take Persian and Arabic digits as Latin ones but keep anything
 * else typed, so a letter is refused beside the field rather than silently dropped.
 */
function ValueField({ form, variable }: { form: ValuesForm; variable: PatternVariable }) {
  const name = fieldName(variable);
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const integer = variable.type === "integer";
  const hint = `${VARIABLE_TYPE_FA[variable.type]}، حداکثر ${groupDigits(variable.len)} نویسه`;
  const registered = form.register(name);
  return (
    <Field id={name} label={variable.name} error={error} hint={hint}>
      <TextInput
        {...registered}
        id={name}
        invalid={Boolean(error)}
        aria-describedby={describedBy(name, error, hint)}
        dir={integer ? "ltr" : "auto"}
        inputMode={integer ? "numeric" : undefined}
        autoComplete="off"
        className={integer ? "latin text-end" : ""}
        onChange={(event) => {
          if (integer) event.target.value = toLatinDigits(event.target.value);
          void registered.onChange(event);
        }}
      />
    </Field>
  );
}
