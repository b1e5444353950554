"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useCloseRequest } from "@/lib/api/support";
import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

/** «بستن درخواست» after a confirmation: a closed request is not continued, a new one is made instead. */
export function CloseRequest({ ticketId }: { ticketId: number }) {
  const [open, setOpen] = useState(false);
  const close = useCloseRequest(ticketId);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        بستن درخواست
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) close.reset();
        }}
        title="بستن درخواست"
        message="پس از بستن، این درخواست ادامه نمی‌یابد و پاسخی به آن نمی‌توانید بدهید؛ برای موضوع تازه درخواست جدیدی ثبت کنید."
        confirmLabel="بستن درخواست"
        tone="danger"
        pending={close.isPending}
        error={close.isError ? toErrorMessage(close.error) : null}
        onConfirm={() =>
          close.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast.success(SUPPORT_MESSAGES.closedNow);
            },
          })
        }
      />
    </>
  );
}
