"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useRemoveDocument } from "@/lib/api/documents";
import type { DocumentKind } from "@/lib/contract/documents";
import { toErrorMessage } from "@/lib/errors/to-message";

/** Removes the submission of a kind, with its files, after asking; an approved one has no such button. */
export function RemoveDocumentButton({ kind }: { kind: DocumentKind }) {
  const remove = useRemoveDocument();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="md"
        variant="ghost"
        className="text-danger!"
        aria-label={`حذف ${kind.title}`}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        حذف
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`حذف «${kind.title}»`}
        message="فایل‌های فرستاده‌شدهٔ این مدرک حذف می‌شوند و مدرک به حالت «ارسال نشده» برمی‌گردد."
        confirmLabel="حذف مدرک"
        tone="danger"
        pending={remove.isPending}
        error={remove.error ? toErrorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(kind.id, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
