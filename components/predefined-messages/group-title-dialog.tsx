"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateDraftGroup, useRenameDraftGroup } from "@/lib/api/drafts";
import { createDraftGroupRequestSchema, type DraftGroup } from "@/lib/contract/drafts";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";

export interface GroupTitleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to rename; without it a new group is made. */
  group: Pick<DraftGroup, "draft_group_id" | "title"> | null;
  /** After a new group is made, with it (when the upstream tells which it is). */
  onCreated?: (group: DraftGroup) => void;
}

/** Makes a group of predefined messages or renames one, its title checked as the upstream checks it. */
export function GroupTitleDialog({ open, onOpenChange, group, onCreated }: GroupTitleDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={group ? "تغییر نام گروه" : "گروه جدید"}>
      {/* Mounted at each opening, so the form starts from the group's title as it is now. */}
      <TitleForm group={group} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </Modal>
  );
}

function TitleForm({
  group,
  onDone,
  onCreated,
}: {
  group: GroupTitleDialogProps["group"];
  onDone: () => void;
  onCreated?: (group: DraftGroup) => void;
}) {
  const form = useZodForm(createDraftGroupRequestSchema, { defaultValues: { title: group?.title ?? "" } });
  const create = useCreateDraftGroup();
  const rename = useRenameDraftGroup();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => setFormError(form.applyServerError(error));

  const submit = form.handleSubmit(({ title }) => {
    setFormError(null);
    if (group) {
      rename.mutate(
        { draft_group_id: group.draft_group_id, title },
        {
          onError,
          onSuccess: () => {
            toast.success("نام گروه تغییر کرد.");
            onDone();
          },
        },
      );
      return;
    }
    create.mutate(title, {
      onError,
      onSuccess: (created) => {
        toast.success(`گروه «${title}» ساخته شد.`);
        if (created) onCreated?.(created);
        onDone();
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormTextField form={form} name="title" label="عنوان گروه" autoComplete="off" autoFocus />
      <DialogError error={formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={create.isPending || rename.isPending}>
          {group ? "ذخیره" : "ساخت گروه"}
        </Button>
      </div>
    </form>
  );
}
