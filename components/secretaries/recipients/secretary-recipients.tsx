"use client";

import { notFound } from "next/navigation";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { SECRETARIES_HREF } from "@/components/secretaries/shared/secretary-links";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useSecretary, useSecretaryResults } from "@/lib/api/secretaries";
import { SECRETARY_MESSAGES, SECRETARY_TYPES, type SecretaryOut } from "@/lib/contract/secretaries";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { ContestDraw } from "./contest-draw";
import { GiftCodesForm } from "./gift-codes-form";
import { inboxTabsFor, type InboxTab } from "./inbox-kinds";
import { KindTabs } from "./kind-tabs";
import { SecretaryHeader } from "./secretary-header";
import { SecretaryInboxLog } from "./secretary-inbox-log";
import { SecretaryResults } from "./secretary-results";

const backLink = "text-primary hover:underline";

/** `/secretary/received-message/recipients/{id}/{kind}`: the secretary, what it received of the kind, its results and its type's own tools. */
export function SecretaryRecipients({ id, kind }: { id: number; kind: InboxTab }) {
  const secretary = useSecretary(id);
  if (secretary.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (secretary.isError) {
    if (secretary.error instanceof ApiError && secretary.error.status === 404)
      return (
        <EmptyState className="rounded-2xl border border-dashed border-border py-8">
          {`${SECRETARY_MESSAGES.secretaryNotFound}. `}
          <PrefetchLink href={SECRETARIES_HREF} className={backLink}>
            بازگشت به منشی‌ها
          </PrefetchLink>
        </EmptyState>
      );
    return (
      <ErrorState
        message={toErrorMessage(secretary.error)}
        onRetry={() => void secretary.refetch()}
        retrying={secretary.isFetching}
      />
    );
  }
  return <SecretaryBody secretary={secretary.data} kind={kind} />;
}

function SecretaryBody({ secretary, kind }: { secretary: SecretaryOut; kind: InboxTab }) {
  const results = useSecretaryResults(secretary.id);
  // A kind this secretary's type never stores is no page of it.
  if (!inboxTabsFor(secretary.type).includes(kind)) notFound();
  const counted = results.data ? Object.values(results.data.kinds).reduce((sum, n) => sum + n, 0) : null;
  const tool =
    secretary.type === SECRETARY_TYPES.contest ? (
      <ContestDraw id={secretary.id} />
    ) : secretary.type === SECRETARY_TYPES.gift ? (
      <GiftCodesForm id={secretary.id} />
    ) : null;
  return (
    <div className="flex flex-col gap-4 lg:gap-6">
      <SecretaryHeader secretary={secretary} />
      <div className={`grid items-start gap-4 lg:gap-6 ${tool ? "lg:grid-cols-2" : ""}`}>
        <SecretaryResults id={secretary.id} type={secretary.type} />
        {tool}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <KindTabs
          id={secretary.id}
          type={secretary.type}
          current={kind}
          counts={results.data?.kinds}
          total={counted ?? secretary.received_count}
        />
        <SecretaryInboxLog id={secretary.id} type={secretary.type} kind={kind} />
      </div>
      <PrefetchLink href={SECRETARIES_HREF} className={`self-start text-sm ${backLink}`}>
        بازگشت به منشی‌ها
      </PrefetchLink>
    </div>
  );
}
