"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useShowQr, useTwoStepStatus } from "@/lib/api/security";
import type { AuthenticatorSetup, TwoStepStatus } from "@/lib/contract/security";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { AppTwoStepSetup } from "./app-two-step-setup";
import { DisableTwoStep } from "./disable-two-step";
import { MobileNumber } from "./mobile-number";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { SecurityCard } from "./security-card";
import { SmsTwoStepSetup } from "./sms-two-step-setup";

type Setup = { kind: "sms" } | { kind: "ga"; setup: AuthenticatorSetup };

function StateBadge({ on }: { on: boolean }) {
  return (
    <span
      className={`inline-flex h-7 items-center rounded-full px-3 text-xs font-medium ${
        on ? "bg-success-soft text-success" : "bg-surface-2 text-muted"
      }`}
    >
      {on ? "روشن" : "خاموش"}
    </span>
  );
}

/** How the account signs in now, in a sentence. */
function CurrentMethod({ status }: { status: TwoStepStatus }) {
  if (status.method === "off")
    return <p className="text-sm leading-7">اکنون ورود به حساب فقط با نام کاربری و رمز عبور است.</p>;
  return (
    <div className="flex flex-col gap-1 text-sm leading-7">
      <p>
        {status.method === "sms" ? (
          <>
            هر ورود به حساب، پس از رمز عبور، کدی می‌خواهد که به <MobileNumber mobile={status.mobile} /> پیامک می‌شود.
          </>
        ) : (
          "هر ورود به حساب، پس از رمز عبور، کد برنامهٔ احراز هویت را می‌خواهد."
        )}
      </p>
      <p className="text-muted">{`کدهای بازیابی استفاده‌نشده: ${toPersianDigits(status.recovery_codes_left)} از ۱۰`}</p>
    </div>
  );
}

/**
 * Two-step sign-in (spec §6): turned on by SMS or by an authenticator app, confirmed by a first
 * code, with ten recovery codes shown once; turned off after a code. The owner's choice holds for
 * every colleague of the account, and the card says so.
 */
export function TwoStepCard({ username, readOnly }: { username: string; readOnly: boolean }) {
  const status = useTwoStepStatus();
  const showQr = useShowQr();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const on = status.data ? status.data.method !== "off" : false;

  const enabled = (codes: string[]) => {
    setSetup(null);
    setRecoveryCodes(codes);
  };
  const startApp = () => {
    setStartError(null);
    showQr.mutate(undefined, {
      onSuccess: (answer) => setSetup({ kind: "ga", setup: answer }),
      onError: (error) => setStartError(toErrorMessage(error)),
    });
  };

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} username={username} onDone={() => setRecoveryCodes(null)} />;
  } else if (status.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (status.isError) {
    body = (
      <ErrorState
        message={toErrorMessage(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (setup?.kind === "sms") {
    body = <SmsTwoStepSetup mobile={status.data.mobile} onEnabled={enabled} onCancel={() => setSetup(null)} />;
  } else if (setup?.kind === "ga") {
    body = <AppTwoStepSetup setup={setup.setup} onEnabled={enabled} onCancel={() => setSetup(null)} />;
  } else {
    body = (
      <>
        <CurrentMethod status={status.data} />
        {readOnly ? null : status.data.method === "off" ? (
          <div className="flex flex-col gap-3">
            {startError ? <Alert tone="danger">{startError}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setSetup({ kind: "sms" })}>روشن کردن با پیامک</Button>
              <Button variant="secondary" onClick={startApp} loading={showQr.isPending}>
                روشن کردن با برنامهٔ احراز هویت
              </Button>
            </div>
          </div>
        ) : (
          <DisableTwoStep method={status.data.method} mobile={status.data.mobile} />
        )}
      </>
    );
  }

  return (
    <SecurityCard
      id="two-step"
      title="ورود دومرحله‌ای"
      description="پس از رمز عبور، کدی که فقط به گوشی شما می‌رسد هم خواسته می‌شود؛ با پیامک یا با برنامهٔ احراز هویت."
      aside={status.data ? <StateBadge on={on} /> : null}
    >
      {body}
      <Alert tone="info">
        ورود دومرحله‌ای که مالک حساب روشن کند برای همهٔ همکاران این حساب هم به کار می‌رود: هر همکار هنگام ورود، پس از رمز
        عبور، کد دوم را هم وارد می‌کند. مسئولیت فعالیت همکاران با مالک حساب است.
      </Alert>
    </SecurityCard>
  );
}
