"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { PanelIcon } from "@/components/ui/panel-icon";
import { useRemoveLogo, useUploadLogo } from "@/lib/api/profile";
import { logoPath, type Profile } from "@/lib/contract/profile";
import { ApiError } from "@/lib/errors/api-error";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { toast } from "@/lib/ui/toast-store";
import { LOGO_ACCEPT, logoFileProblem } from "./logo-check";
import { sectionSaveError } from "./save-error";
import { FilePreview } from "@/components/ui/file-upload/file-preview";

const FIELD = "logo";

/** The upstream's word on the logo field, else the profile's failure message. */
const logoError = (error: unknown) =>
  (error instanceof ApiError ? error.fieldErrors[FIELD]?.join("\n") : undefined) ||
  sectionSaveError(error, ERROR_MESSAGES.profileUpdateFailed);

/**
 * The account's logo (spec §5, §9): the saved one (served through the panel with the session), or a
 * chosen file previewed until it is saved or dropped. A file is checked as the upstream checks it
 * (2 MB, and JPG, PNG or GIF by its content) before it is sent; the refusal shows beside the field.
 */
export function LogoEditor({ profile }: { profile: Profile }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const saved = profile.logo_id ? `/api/${logoPath(profile.logo_id)}` : null;
  const busy = upload.isPending || remove.isPending;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = await logoFileProblem(file);
    setChosen(problem ? null : file);
    setError(problem);
  };

  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen, {
      onSuccess: () => {
        setChosen(null);
        toast.success("لوگو ذخیره شد.");
      },
      onError: (failure) => setError(logoError(failure)),
    });
  };

  const drop = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success("لوگو حذف شد."),
      onError: (failure) => setError(logoError(failure)),
    });
  };

  const hint = "تصویر JPG یا PNG یا GIF، حداکثر ۲ مگابایت";
  return (
    <div className="flex shrink-0 flex-col items-start gap-3 sm:flex-row md:flex-col">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-border bg-surface-2">
        {chosen ? (
          <FilePreview file={chosen} className="size-full object-contain" />
        ) : saved ? (
          // eslint-disable-next-line @next/next/no-img-element -- the account's own image, behind its session
          <img src={saved} alt="لوگوی حساب" className="size-full object-contain" />
        ) : (
          <PanelIcon name="user" className="size-10 text-muted" />
        )}
      </div>
      <div className="flex max-w-64 flex-col gap-2">
        <span className="text-sm font-medium text-text">لوگو</span>
        <div className="flex flex-wrap gap-2">
          <input
            id={FIELD}
            type="file"
            accept={LOGO_ACCEPT}
            disabled={busy}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(FIELD, error, hint)}
            className="peer sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file chosen again after a refusal is read again.
              event.target.value = "";
            }}
          />
          <label
            htmlFor={FIELD}
            className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-surface-2"
          >
            {chosen ? "انتخاب فایل دیگر" : saved ? "تغییر لوگو" : "انتخاب لوگو"}
          </label>
          {chosen ? (
            <>
              <Button size="md" onClick={save} loading={upload.isPending}>
                ذخیرهٔ لوگو
              </Button>
              <Button size="md" variant="ghost" onClick={() => setChosen(null)} disabled={upload.isPending}>
                انصراف
              </Button>
            </>
          ) : saved ? (
            <Button size="md" variant="ghost" onClick={drop} loading={remove.isPending}>
              حذف لوگو
            </Button>
          ) : null}
        </div>
        <FieldMessage id={FIELD} error={error} hint={hint} />
      </div>
    </div>
  );
}
