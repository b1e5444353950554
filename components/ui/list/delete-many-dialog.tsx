"use client";

import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/dialog";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";

/** Which rows are asked about, and what the caller hears back. */
export interface DeleteManyRequest {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: readonly number[];
  onDeleted: (ids: readonly number[]) => void;
}

export interface DeleteManyDialogProps extends DeleteManyRequest {
  /** The delete that runs on confirm, with the ids asked about. */
  remove: UseMutationResult<unknown, Error, readonly number[]>;
  title: string;
  /** The question, with how many go (in Persian digits). */
  question: (count: string) => string;
  /** The toast once they are gone, with how many went. */
  done: (count: string) => string;
}

/** Asks before rows are deleted; stays open with the reason when it fails. */
export function DeleteManyDialog({
  open,
  onOpenChange,
  ids,
  onDeleted,
  remove,
  title,
  question,
  done,
}: DeleteManyDialogProps) {
  // What was asked about stays in the dialog while it closes, after the caller lets go of the ids.
  const [asked, setAsked] = useState(ids);
  if (open && asked.join() !== ids.join()) setAsked(ids);
  const count = toPersianDigits(asked.length);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={title}
      message={question(count)}
      confirmLabel="حذف"
      tone="danger"
      pending={remove.isPending}
      error={remove.error ? toErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(asked, {
          onSuccess: () => {
            toast.success(done(count));
            onOpenChange(false);
            onDeleted(asked);
          },
        })
      }
    />
  );
}
