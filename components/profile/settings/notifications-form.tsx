"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { useSaveUserSetting, useUserSetting } from "@/lib/api/user-setting";
import {
  CHANNEL_TITLES,
  NOTIFICATION_KINDS,
  NOTIFICATION_TITLES,
  type NotificationChannel,
  type NotificationChannels,
} from "@/lib/contract/user-setting";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

const CHANNELS = Object.keys(CHANNEL_TITLES) as NotificationChannel[];

/** How each notice reaches the user: by SMS as well as in the panel, or only in the panel. */
export function NotificationsForm() {
  const setting = useUserSetting();
  const save = useSaveUserSetting();
  // What the user chose wins; until then the form shows the saved channels.
  const [choice, setChoice] = useState<NotificationChannels | null>(null);
  const chosen = choice ?? setting.data?.notifications ?? null;
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setError(null);
    save.mutate(
      { notifications: chosen },
      {
        onSuccess: () => toast.success("تنظیمات اعلان‌ها ذخیره شد."),
        onError: (e) => setError(toErrorMessage(e)),
      },
    );
  };

  return (
    <section
      aria-labelledby="notifications-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="notifications-title" className="text-base font-bold">
        اعلان‌ها
      </h2>
      <p className="text-xs leading-6 text-muted">
        هر اعلان در پنل نشان داده می‌شود؛ اگر بخواهید، پیامکی هم به شمارهٔ موبایل حساب فرستاده می‌شود.
      </p>
      <form noValidate aria-label="اعلان‌ها" className="flex flex-col gap-4" onSubmit={submit}>
        {setting.isError ? <DialogError error={toErrorMessage(setting.error)} /> : null}
        {NOTIFICATION_KINDS.map((kind) => (
          <fieldset key={kind} className="flex flex-col gap-2" disabled={!chosen}>
            <legend className="text-sm font-medium">{NOTIFICATION_TITLES[kind].title}</legend>
            <p className="text-xs leading-6 text-muted">{NOTIFICATION_TITLES[kind].description}</p>
            <div className="flex flex-wrap gap-2">
              {CHANNELS.map((channel) => (
                <label
                  key={channel}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name={`notify-${kind}`}
                    value={channel}
                    className="accent-primary"
                    checked={chosen?.[kind] === channel}
                    onChange={() => chosen && setChoice({ ...chosen, [kind]: channel })}
                  />
                  {CHANNEL_TITLES[channel]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <DialogError error={error} />
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!chosen} className="self-start">
          ذخیرهٔ اعلان‌ها
        </Button>
      </form>
    </section>
  );
}
