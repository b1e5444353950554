"use client";

import { Button } from "@/components/ui/button";
import { useEnableTwoStep } from "@/lib/api/security";
import type { AuthenticatorSetup } from "@/lib/contract/security";
import type { TwoStepSetupProps } from "./sms-two-step-setup";
import { TwoStepCodeForm } from "./two-step-code-form";

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Two-step by an authenticator app: the QR code the upstream drew (shown as an image, so nothing
 * in it can run), the secret for typing, and the app's first code, which turns it on.
 */
export function AppTwoStepSetup({ setup, onEnabled, onCancel }: TwoStepSetupProps & { setup: AuthenticatorSetup }) {
  const enable = useEnableTwoStep();
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-inside list-decimal flex-col gap-2 text-sm leading-7 marker:text-muted">
        <li>
          برنامهٔ احراز هویت (مانند Google Authenticator یا Microsoft Authenticator) را در گوشی باز کنید و این کد QR را
          با آن بخوانید.
        </li>
        <li>اگر خواندن کد ممکن نیست، کلید زیر را در برنامه دستی وارد کنید.</li>
        <li>کد ۶ رقمی را که برنامه برای این حساب نشان می‌دهد وارد کنید.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by the upstream, inlined as data */}
        <img
          src={qrSource}
          alt="کد QR برای افزودن حساب به برنامهٔ احراز هویت"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-xl border border-border bg-white p-1"
        />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-muted">کلید برای ورود دستی</span>
          <code
            dir="ltr"
            data-testid="totp-secret"
            className="latin rounded-lg bg-surface-2 px-3 py-2 text-start font-mono text-sm break-all select-all"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <TwoStepCodeForm
        submitLabel="روشن کردن ورود دومرحله‌ای"
        onSubmit={async (code) => onEnabled((await enable.mutateAsync({ method: "ga", code })).recovery_codes)}
      >
        <Button variant="ghost" onClick={onCancel}>
          انصراف
        </Button>
      </TwoStepCodeForm>
    </div>
  );
}
