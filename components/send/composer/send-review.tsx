"use client";

import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useSenderLines } from "@/lib/api/numbers";
import type { useSendFlow } from "@/lib/send/use-send-flow";
import { ConfirmSendDialog } from "./confirm-send-dialog";

interface SendReviewProps {
  flow: ReturnType<typeof useSendFlow>;
  /** The form cannot be priced yet (e.g. its file is still being read). */
  busy?: boolean;
  /** Shown in the confirmation while sending, e.g. a file's upload. */
  progress?: ReactNode;
}

/** The end of every send form: the pricing error, «price and continue», and the confirmation. */
export function SendReview({ flow, busy = false, progress }: SendReviewProps) {
  // Some forms work before pricing (a keyword send checks each recipient's text): the button waits for the whole submit.
  const { formState } = useFormContext();
  // The default line is chosen once the lines arrive; pricing before that would only say «choose a line».
  const lines = useSenderLines();
  return (
    <>
      {flow.priceError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {flow.priceError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={flow.pricing || formState.isSubmitting}
          disabled={busy || lines.isPending}
          className="min-w-40"
        >
          محاسبهٔ هزینه و ادامه
        </Button>
      </div>
      <ConfirmSendDialog
        open={flow.open}
        onOpenChange={(open) => (open ? undefined : flow.close())}
        breakdown={flow.breakdown}
        sendTime={flow.sendTime}
        onConfirm={flow.confirm}
        pending={flow.sending}
        error={flow.sendError}
        progress={progress}
      />
    </>
  );
}
