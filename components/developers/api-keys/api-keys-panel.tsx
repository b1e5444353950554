"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/table";
import { useApiKeys } from "@/lib/api/api-keys";
import { useAccess } from "@/lib/auth/access-context";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { toErrorMessage } from "@/lib/errors/to-message";
import { API_CALLS_HREF, apiKeyColumns } from "./api-key-columns";
import { DeleteApiKeyDialog } from "./delete-api-key-dialog";

// The forms (their schemas, the code step) come when a dialog is first opened, not with the list.
const CreateApiKeyDialog = dynamic(
  () => import("./create-api-key-dialog").then((module) => module.CreateApiKeyDialog),
  { ssr: false },
);
const ShowApiKeyDialog = dynamic(() => import("./show-api-key-dialog").then((module) => module.ShowApiKeyDialog), {
  ssr: false,
});

const rowKey = (key: ApiKeyRow) => String(key.id);

function NoKeyYet({ onCreate }: { onCreate: () => void }) {
  return (
    <span className="flex flex-col items-center gap-3">
      <span>هنوز کلید API نساخته‌اید. با یک کلید، فروشگاه یا برنامهٔ شما می‌تواند بدون ورود به پنل پیامک بفرستد.</span>
      <Button size="md" onClick={onCreate}>
        ساخت نخستین کلید
      </Button>
    </span>
  );
}

/** The account's API keys: made with a code sent to the owner, shown once, shown anew with a new secret, deleted. */
export function ApiKeysPanel() {
  const query = useApiKeys();
  const { canOpen } = useAccess();
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<ApiKeyRow | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyRow | null>(null);
  const canOpenCalls = canOpen(API_CALLS_HREF);

  return (
    <section aria-label="کلیدهای API" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm leading-6 text-muted">
          هر کلید در سرآیند <bdi className="latin">Authorization</bdi> هر فراخوانی با دسترسی‌های صاحب حساب پذیرفته
          می‌شود؛ فقط از نشانی‌هایی که برایش مجاز کرده‌اید.
        </p>
        <Button onClick={() => setCreating(true)}>ساخت کلید</Button>
      </div>
      <DataTable
        caption="کلیدهای API"
        columns={apiKeyColumns({ onShow: setShowing, onDelete: setDeleting, canOpenCalls })}
        getRowKey={rowKey}
        rows={query.data}
        loading={query.isPending}
        error={query.isError ? toErrorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty={<NoKeyYet onCreate={() => setCreating(true)} />}
      />
      {creating ? <CreateApiKeyDialog open onOpenChange={setCreating} /> : null}
      {showing ? <ShowApiKeyDialog apiKey={showing} onClose={() => setShowing(null)} /> : null}
      <DeleteApiKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
