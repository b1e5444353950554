"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSendWebhookTest } from "@/lib/api/webhooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { latestTryOutcome } from "./webhook-text";

/** «ارسال آزمایشی»: a test message sent now, and how the receiver answered it. */
export function TestSend({ endpointId, onOpenDetail }: { endpointId: number; onOpenDetail: (id: number) => void }) {
  const test = useSendWebhookTest();
  const outcome = test.isSuccess ? latestTryOutcome(test.data) : null;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button size="md" variant="secondary" loading={test.isPending} onClick={() => test.mutate(endpointId)}>
          ارسال آزمایشی
        </Button>
      </div>
      {outcome && test.data ? (
        <Alert tone={outcome.ok ? "info" : "danger"}>
          {`پیام آزمایشی ${outcome.text} `}
          <button type="button" className="font-medium underline" onClick={() => onOpenDetail(test.data.id)}>
            جزئیات پیام
          </button>
        </Alert>
      ) : test.isError ? (
        <Alert tone="danger">{toErrorMessage(test.error)}</Alert>
      ) : null}
    </div>
  );
}
