"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/ui/table";
import { browserQuery } from "@/lib/api/queries/in-browser";
import { tariffQuery } from "@/lib/api/queries/tariff-queries";
import { toErrorMessage } from "@/lib/errors/to-message";
import { TARIFF_COLUMNS } from "./tariff-columns";
import { TariffNotes } from "./tariff-notes";

/** The account's tariff by line, message language and operator, and how a send's cost follows from it. */
export function TariffView() {
  const tariff = useQuery(browserQuery(tariffQuery));
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        caption="تعرفهٔ ارسال پیامک به ازای هر بخش"
        showCaption
        columns={TARIFF_COLUMNS}
        rows={tariff.data}
        getRowKey={(line) => String(line.operatorId)}
        loading={tariff.isPending}
        error={tariff.isError ? toErrorMessage(tariff.error) : null}
        onRetry={() => void tariff.refetch()}
        retrying={tariff.isRefetching}
        empty="تعرفه‌ای برای حساب شما ثبت نشده است."
      />
      <TariffNotes example={tariff.data?.[0]} />
    </div>
  );
}
