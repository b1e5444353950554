"use client";

import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { ChevronEndIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useApiCallView, type ApiCallView } from "@/lib/api/api-docs";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { CodeBlock } from "./code-block";
import { CodeSamples, type SampleLanguage } from "./code-samples";
import { DocText } from "./doc-text";
import { FieldList } from "./field-list";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-bold">{title}</h4>
      {children}
    </section>
  );
}

function Inputs({ view }: { view: ApiCallView }) {
  if (view.parameters.length === 0 && !view.body) return <p className="text-sm text-muted">ورودی ندارد.</p>;
  return (
    <>
      {view.parameters.length > 0 ? <FieldList fields={view.parameters} /> : null}
      {view.body ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">
            بدنه با{" "}
            <code dir="ltr" className="font-mono text-xs">
              {view.body.type}
            </code>
            {view.body.groups.length > 1 ? (
              <>
                ؛ فیلدها بسته به مقدار{" "}
                <code dir="ltr" className="font-mono text-xs">
                  {view.body.groups[0]?.title?.split(":")[0]}
                </code>
                :
              </>
            ) : null}
          </p>
          {view.body.groups.length === 1 ? (
            <FieldList fields={view.body.groups[0]?.fields ?? []} />
          ) : (
            view.body.groups.map((group, index) => (
              <details key={group.title} open={index === 0} className="group/variant rounded-xl border border-border">
                <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                  <ChevronEndIcon className="size-4 shrink-0 text-muted group-open/variant:rotate-90 rtl:group-open/variant:-rotate-90" />
                  <code dir="ltr" className="font-mono text-xs font-semibold">
                    {group.title}
                  </code>
                </summary>
                <div className="p-2 pt-0">
                  <FieldList fields={group.fields} />
                </div>
              </details>
            ))
          )}
        </div>
      ) : null}
    </>
  );
}

function Answer({ answer }: { answer: ApiCallView["answer"] }) {
  if (answer.kind === "file")
    return (
      <p className="text-sm">
        پاسخ فایل است، نه JSON:{" "}
        <code dir="ltr" className="font-mono text-xs">
          {answer.type}
        </code>
      </p>
    );
  return (
    <>
      <FieldList fields={answer.fields} showRequired={false} />
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted">پاسخ نمونه</span>
        <CopyButton value={answer.example} label="کپی پاسخ نمونه" />
      </div>
      <CodeBlock code={answer.example} label="پاسخ نمونه" />
    </>
  );
}

function Errors({ errors }: { errors: ApiCallView["errors"] }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {errors.map((error) => (
        <li
          key={`${error.status}:${error.code}:${error.message}`}
          className="flex flex-wrap items-baseline gap-x-2 gap-y-1 px-3 py-2 text-sm"
        >
          <span className="font-bold">{toPersianDigits(error.status)}</span>
          <code dir="ltr" className="font-mono text-xs text-muted">
            {error.code}
          </code>
          <span className="min-w-0 leading-6">{error.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** An opened call: what it does, who may call it, its inputs, answer and errors beside ready-to-copy samples. */
export function CallDetails({
  id,
  language,
  onLanguageChange,
}: {
  id: string;
  language: SampleLanguage;
  onLanguageChange: (language: SampleLanguage) => void;
}) {
  const call = useApiCallView(id);
  if (call.isPending)
    return (
      <div role="status" aria-label="در حال خواندن فراخوانی" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (call.isError)
    return (
      <ErrorState message={toErrorMessage(call.error)} onRetry={() => void call.refetch()} retrying={call.isFetching} />
    );
  const view = call.data;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-5">
        <DocText text={view.description} />
        <p className="text-sm leading-7">
          <span className="font-bold">دسترسی: </span>
          {view.access}
          {view.authorized ? "" : "؛ بدون کلید API."}
        </p>
        <Part title="ورودی‌ها">
          <Inputs view={view} />
        </Part>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <Part title="نمونهٔ درخواست">
          <CodeSamples samples={view.samples} language={language} onLanguageChange={onLanguageChange} />
        </Part>
        <Part title="پاسخ">
          <Answer answer={view.answer} />
        </Part>
        {view.errors.length > 0 ? (
          <Part title="خطاها">
            <Errors errors={view.errors} />
          </Part>
        ) : null}
      </div>
    </div>
  );
}
