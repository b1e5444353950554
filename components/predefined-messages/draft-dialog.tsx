"use client";

import { useState } from "react";
import { Controller, get, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { describedBy, Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { useCreateDraft, useUpdateDraft } from "@/lib/api/drafts";
import { createDraftRequestSchema, type Draft, type DraftGroup } from "@/lib/contract/drafts";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { DraftTextField } from "./draft-text-field";

export interface DraftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message to edit or move; without it a new one is made. */
  draft: Draft | null;
  /** The group a new message goes into unless another is chosen. */
  groupId: number | null;
  groups: readonly DraftGroup[];
}

/** Makes a predefined message, or edits one and moves it to another group. */
export function DraftDialog({ open, onOpenChange, draft, groupId, groups }: DraftDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={draft ? "ویرایش پیام آماده" : "پیام آماده جدید"}
      className="max-w-xl"
    >
      {/* Mounted at each opening, so the form starts from the message as it is now. */}
      <DraftForm draft={draft} groupId={groupId} groups={groups} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function DraftForm({
  draft,
  groupId,
  groups,
  onDone,
}: Omit<DraftDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const onlyGroup = groups.length === 1 ? groups[0]!.draft_group_id : null;
  const form = useZodForm(createDraftRequestSchema, {
    defaultValues: {
      draft_group_id: draft?.draft_group_id ?? groupId ?? onlyGroup,
      message: draft?.message ?? "",
    },
  });
  const create = useCreateDraft();
  const update = useUpdateDraft();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => setFormError(form.applyServerError(error));
  const groupError = (get(form.formState.errors, "draft_group_id") as FieldError | undefined)?.message;
  const titleOf = (id: number) => groups.find((group) => group.draft_group_id === id)?.title ?? "";

  const submit = form.handleSubmit(({ draft_group_id, message }) => {
    setFormError(null);
    if (!draft) {
      create.mutate(
        { draft_group_id, message },
        {
          onError,
          onSuccess: () => {
            toast.success(`پیام آماده در گروه «${titleOf(draft_group_id)}» ساخته شد.`);
            onDone();
          },
        },
      );
      return;
    }
    const moved = draft_group_id !== draft.draft_group_id;
    update.mutate(
      { draft_id: draft.draft_id, message, ...(moved ? { draft_group_id } : {}) },
      {
        onError,
        onSuccess: () => {
          toast.success(moved ? `پیام به گروه «${titleOf(draft_group_id)}» منتقل شد.` : "پیام آماده ذخیره شد.");
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Field
        id="draft_group_id"
        label="گروه"
        error={groupError}
        hint={draft ? "با انتخاب گروه دیگر، پیام به آن گروه منتقل می‌شود." : undefined}
      >
        <Controller
          control={form.control}
          name="draft_group_id"
          render={({ field }) => (
            <Select
              id="draft_group_id"
              ref={field.ref}
              options={groups.map((group) => ({ value: group.draft_group_id, label: group.title }))}
              value={(field.value as number | null | undefined) ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              placeholder="گروه را انتخاب کنید"
              searchable={groups.length > 8}
              invalid={Boolean(groupError)}
              aria-describedby={describedBy("draft_group_id", groupError, draft ? true : undefined)}
            />
          )}
        />
      </Field>
      <DraftTextField
        registration={form.register("message")}
        text={form.watch("message") ?? ""}
        error={(get(form.formState.errors, "message") as FieldError | undefined)?.message}
      />
      <DialogError error={formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {draft ? "ذخیره" : "ساخت پیام"}
        </Button>
      </div>
    </form>
  );
}
