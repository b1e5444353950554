"use client";

import { useEffect, useState, type FormEvent } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { LinkButton } from "@/components/layout/link-button";
import { Button } from "@/components/ui/button";
import { FormShell } from "@/components/ui/form-shell";
import type { CodeReaderSave } from "@/lib/api/code-readers";
import {
  CODE_READER_MESSAGES,
  codeReaderFieldsSchema,
  type CodeImportReport,
  type CodeReaderOut,
} from "@/lib/contract/code-readers";
import { ApiError } from "@/lib/errors/api-error";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { CODE_READERS_HREF } from "../shared/code-reader-links";
import { CodeAnswersFields } from "./code-answers-fields";
import { AutoAnswerCommonFields } from "@/components/secretaries/shared/auto-answer-common-fields";
import { codeReaderFormValues, type CodeReaderFormValues } from "./code-reader-form-values";
import { checkCodesFile, CodesFileField } from "./codes-file-field";
import { fileVariables } from "./file-header";

interface CodeReaderSaved {
  reader: CodeReaderOut;
  import: CodeImportReport | null;
}

export interface CodeReaderFormProps {
  /** The reader being changed; a new one when absent (its file then required). */
  reader?: CodeReaderOut;
  save: (body: CodeReaderSave) => Promise<CodeReaderSaved>;
  onSaved: (saved: CodeReaderSaved) => void;
}

/** The variables the answers may use: a chosen csv's header row, else the reader's own. */
function useVariables(file: File | null, saved: readonly string[] | undefined) {
  const [read, setRead] = useState<{ file: File; variables: string[] | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    void fileVariables(file).then((variables) => {
      if (live) setRead({ file, variables });
    });
    return () => {
      live = false;
    };
  }, [file]);
  const fromFile = file && read?.file === file ? read.variables : undefined;
  return { variables: fromFile ?? saved ?? [], unknown: file !== null && fromFile === null };
}

/**
 * A code reader's fields and its codes file, checked with the contract's schema on both sides; a
 * refusal keeps everything typed and puts each message beside its field, the file's beside the file.
 */
export function CodeReaderForm({ reader, save, onSaved }: CodeReaderFormProps) {
  const form = useZodForm(codeReaderFieldsSchema, { defaultValues: codeReaderFormValues(reader) as never });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { variables, unknown } = useVariables(file, reader?.variables);

  const chooseFile = (chosen: File | null) => {
    const refusal = chosen ? checkCodesFile(chosen) : null;
    setFileError(refusal);
    setFile(refusal ? null : chosen);
  };

  const submitFields = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!reader && !file) return;
    try {
      onSaved(await save({ fields: values, file }));
    } catch (error) {
      const fileMessages = error instanceof ApiError ? error.fieldErrors.file : undefined;
      if (fileMessages?.length) setFileError(fileMessages.join("\n"));
      const rest = form.applyServerError(error);
      setFormError(fileMessages?.length ? null : rest);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!reader && !file && !fileError) setFileError(CODE_READER_MESSAGES.fileRequired);
    return submitFields(event);
  };

  return (
    <FormProvider {...(form as unknown as UseFormReturn<CodeReaderFormValues>)}>
      <FormShell onSubmit={submit} error={formError}>
        <section aria-labelledby="reader-basics" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 md:p-5">
          <h2 id="reader-basics" className="text-base font-bold">
            مشخصات کدخوان
          </h2>
          <AutoAnswerCommonFields
            noun="کدخوان"
            titlePlaceholder="مثلاً اصالت روغن موتور"
            receiverHint="خریداران کدها را به این خط می‌فرستند."
          />
        </section>
        <section aria-labelledby="reader-codes" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 md:p-5">
          <h2 id="reader-codes" className="text-base font-bold">
            کدها
          </h2>
          <CodesFileField file={file} error={fileError} onFile={chooseFile} optional={Boolean(reader)} />
          {reader && file ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">کدهای این فایل</legend>
              <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
                <input type="radio" value="add" className="size-4 accent-primary" {...form.register("codes_mode")} />
                افزودن به کدها
              </label>
              <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  value="replace"
                  className="size-4 accent-primary"
                  {...form.register("codes_mode")}
                />
                جایگزینی همهٔ کدها
              </label>
            </fieldset>
          ) : null}
          {unknown ? (
            <p className="text-xs text-muted">متغیرهای فایل اکسل پس از ذخیره در صفحهٔ کدخوان نشان داده می‌شوند.</p>
          ) : null}
        </section>
        <section aria-labelledby="reader-answers" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 md:p-5">
          <h2 id="reader-answers" className="text-base font-bold">
            پاسخ‌ها
          </h2>
          <CodeAnswersFields variables={variables} />
        </section>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={form.formState.isSubmitting} className="min-w-40">
            {reader ? "ذخیرهٔ تغییرات" : "ساخت کدخوان"}
          </Button>
          <LinkButton href={CODE_READERS_HREF} variant="secondary">
            انصراف
          </LinkButton>
        </div>
      </FormShell>
    </FormProvider>
  );
}
