"use client";

import { LatinText } from "@/components/ui/latin-text";
import { DataTable, type DataTableColumn } from "@/components/ui/table";
import { useSignInEvents } from "@/lib/api/security";
import type { SignInEvent, SignInOutcome, SignInTwoStep } from "@/lib/contract/security";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { describeUserAgent } from "@/lib/security/user-agent";
import { SecurityCard } from "./security-card";

const OUTCOMES: Record<SignInOutcome, { label: string; className: string }> = {
  ok: { label: "موفق", className: "bg-success-soft text-success" },
  wrong_password: { label: "رمز عبور نادرست", className: "bg-danger-soft text-danger" },
  wrong_code: { label: "کد تأیید نادرست", className: "bg-danger-soft text-danger" },
};

const TWO_STEPS: Record<SignInTwoStep, string> = {
  sms: "پیامک",
  ga: "برنامهٔ احراز هویت",
  recovery: "کد بازیابی",
};

const COLUMNS: DataTableColumn<SignInEvent>[] = [
  {
    key: "time",
    header: "زمان",
    cell: (row) => formatJalaliDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  {
    key: "outcome",
    header: "نتیجه",
    cell: (row) => (
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOMES[row.outcome].className}`}>
        {OUTCOMES[row.outcome].label}
      </span>
    ),
  },
  {
    key: "two_step",
    header: "ورود دومرحله‌ای",
    cell: (row) => (row.two_step ? TWO_STEPS[row.two_step] : "بدون مرحلهٔ دوم"),
  },
  {
    key: "device",
    header: "دستگاه",
    cell: (row) => {
      const { device, browser } = describeUserAgent(row.user_agent);
      return `${device}، ${browser}`;
    },
  },
  {
    key: "address",
    header: "نشانی",
    cell: (row) => (row.client_address ? <LatinText>{row.client_address}</LatinText> : "نامعلوم"),
  },
];

/** The last twenty sign-in attempts (★): a failed password or code shows as such. */
export function RecentSignIns() {
  const events = useSignInEvents();
  return (
    <SecurityCard
      id="recent-sign-ins"
      title="ورودهای اخیر"
      description="بیست تلاش آخر برای ورود به حساب، موفق و ناموفق. تلاشی را که از شما نبوده جدی بگیرید و رمز عبور را تغییر دهید."
    >
      <DataTable
        caption="ورودهای اخیر به حساب"
        columns={COLUMNS}
        rows={events.data}
        getRowKey={(row) => String(row.id)}
        loading={events.isPending}
        error={events.isError ? toErrorMessage(events.error) : null}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
        empty="هنوز ورودی ثبت نشده است."
      />
    </SecurityCard>
  );
}
