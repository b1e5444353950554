"use client";

import { useRouter } from "next/navigation";
import { LinkButton } from "@/components/layout/link-button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useCreateSecretary, useSecretary, useUpdateSecretary } from "@/lib/api/secretaries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { SECRETARIES_HREF, secretaryRecipientsHref } from "../shared/secretary-links";
import { SecretaryForm } from "./secretary-form";

/** /secretary/received-message/create: a new secretary, then its page. */
export function CreateSecretaryEditor() {
  const router = useRouter();
  const create = useCreateSecretary();
  return (
    <SecretaryForm
      save={(body) => create.mutateAsync(body)}
      onSaved={(secretary) => {
        toast.success(
          secretary.answering
            ? `منشی «${secretary.title}» ساخته شد و پاسخ می‌دهد.`
            : `منشی «${secretary.title}» ساخته شد.`,
        );
        router.push(secretaryRecipientsHref(secretary.id));
      }}
    />
  );
}

/** /secretary/received-message/{id}: one of the account's secretaries changed; its type stays. */
export function UpdateSecretaryEditor({ id }: { id: number }) {
  const router = useRouter();
  const secretary = useSecretary(id);
  const update = useUpdateSecretary(id);
  if (secretary.isError)
    return (
      <div className="flex flex-col items-center gap-3">
        <ErrorState message={toErrorMessage(secretary.error)} onRetry={() => void secretary.refetch()} />
        <LinkButton href={SECRETARIES_HREF} variant="secondary" size="md">
          بازگشت به منشی‌ها
        </LinkButton>
      </div>
    );
  if (secretary.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    );
  return (
    <SecretaryForm
      // A secretary read again (changed elsewhere) starts the form over.
      key={secretary.data.updated_at}
      secretary={secretary.data}
      save={(body) => update.mutateAsync(body)}
      onSaved={(saved) => {
        toast.success(`تغییرات منشی «${saved.title}» ذخیره شد.`);
        router.push(secretaryRecipientsHref(saved.id));
      }}
    />
  );
}
