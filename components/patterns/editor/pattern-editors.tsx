"use client";

import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useBusinessNeedCheck } from "@/lib/api/business";
import { useCreatePattern, usePattern, useUpdatePattern } from "@/lib/api/patterns";
import { PATTERN_MESSAGES, type Pattern } from "@/lib/contract/patterns";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { patternHref, PATTERNS_HREF } from "../list/pattern-links";
import { LinkButton } from "@/components/layout/link-button";
import { PatternForm } from "./pattern-form";

function EditorSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
      <Skeleton className="h-80 w-full rounded-2xl" />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <ErrorState message={toErrorMessage(error)} onRetry={onRetry} />
      <LinkButton href={PATTERNS_HREF} variant="secondary" size="md">
        بازگشت به الگوها
      </LinkButton>
    </div>
  );
}

/** The business name the text must carry, read from the business setup. */
function useBusinessName() {
  const check = useBusinessNeedCheck();
  return { ...check, name: check.data?.business_name ?? null };
}

/** /pattern/create: a new pattern, sent for review; then its own page. */
export function CreatePatternEditor() {
  const router = useRouter();
  const business = useBusinessName();
  const create = useCreatePattern();
  if (business.isError) return <LoadError error={business.error} onRetry={() => void business.refetch()} />;
  if (business.isPending) return <EditorSkeleton />;
  return (
    <PatternForm
      businessName={business.name}
      save={(body) => create.mutateAsync(body)}
      onSaved={(pattern) => {
        toast.success("الگو ثبت شد و برای بررسی فرستاده شد.");
        router.push(patternHref(pattern));
      }}
    />
  );
}

/** What editing this pattern means for its review. */
function ReviewNotice({ pattern }: { pattern: Pattern }) {
  if (pattern.pattern_status === "active")
    return (
      <Alert tone="warning">
        این الگو تأیید شده است. با ذخیرهٔ تغییرات، دوباره به بررسی می‌رود و تا تأیید دوباره نمی‌توان با آن پیامک فرستاد.
      </Alert>
    );
  const reason = pattern.reject_text.trim() || pattern.admin_comment?.trim();
  if (pattern.pattern_status === "inactive")
    return (
      <Alert tone="danger">
        این الگو رد شده است{reason ? `: ${reason}` : "."} پس از اصلاح، دوباره برای بررسی فرستاده می‌شود.
      </Alert>
    );
  return null;
}

function EditPatternForm({ pattern, businessName }: { pattern: Pattern; businessName: string | null }) {
  const router = useRouter();
  const update = useUpdatePattern(pattern.pattern_code);
  return (
    <PatternForm
      businessName={businessName}
      pattern={pattern}
      notice={<ReviewNotice pattern={pattern} />}
      save={(body) => update.mutateAsync(body)}
      onSaved={(saved) => {
        toast.success("تغییرات الگو ثبت شد و برای بررسی فرستاده شد.");
        router.push(patternHref(saved));
      }}
    />
  );
}

/** /pattern/update/{code}: one of the account's patterns changed and sent for review again; systemic ones are read-only. */
export function UpdatePatternEditor({ code }: { code: string }) {
  const business = useBusinessName();
  const pattern = usePattern(code);
  if (pattern.isError) return <LoadError error={pattern.error} onRetry={() => void pattern.refetch()} />;
  if (business.isError) return <LoadError error={business.error} onRetry={() => void business.refetch()} />;
  if (pattern.isPending || business.isPending) return <EditorSkeleton />;
  if (pattern.data.readonly || pattern.data.pattern_type === "systemic")
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="info">{PATTERN_MESSAGES.systemicReadonly}؛ بی‌آنکه ویرایششان کنید، با کدشان پیامک بفرستید.</Alert>
        <LinkButton href={patternHref(pattern.data)} variant="secondary" size="md">
          دیدن الگو
        </LinkButton>
      </div>
    );
  return (
    <EditPatternForm
      // A pattern read again (changed elsewhere) starts the form over.
      key={`${pattern.data.pattern_code}-${pattern.data.updated_at}`}
      pattern={pattern.data}
      businessName={business.name}
    />
  );
}
