"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { useSaveUserSetting, useUserSetting } from "@/lib/api/user-setting";
import {
  DENSITIES,
  TABLET_LAYOUTS,
  THEMES,
  TOAST_KINDS,
  type PanelPreferences,
} from "@/lib/contract/panel-preferences";
import { toErrorMessage } from "@/lib/errors/to-message";
import { usePanelPreferences } from "@/lib/preferences/preferences-context";
import { toast } from "@/lib/ui/toast-store";
import { PAGE_SIZES } from "@/lib/url-state/reserved-keys";
import { toPersianDigits } from "@/lib/validation/digits";
import { ChoiceGroup } from "./choice-group";
import { DENSITY_TITLES, TABLET_LAYOUT_TITLES, THEME_TITLES, TOAST_TITLES } from "./preference-titles";

const THEME_CHOICES = THEMES.map((theme) => ({ value: theme, title: THEME_TITLES[theme] }));
const DENSITY_CHOICES = DENSITIES.map((density) => ({ value: density, ...DENSITY_TITLES[density] }));
const TABLET_CHOICES = TABLET_LAYOUTS.map((layout) => ({ value: layout, ...TABLET_LAYOUT_TITLES[layout] }));
const PAGE_SIZE_CHOICES = PAGE_SIZES.map((size) => ({ value: size, title: toPersianDigits(size) }));

const SECTION = "flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4";

/**
 * The panel's preferences of this member, kept by the upstream so they follow them to any browser:
 * the theme, the desktop tables' density and default page size, the layout on tablets, and which
 * live events show a toast. One save sends what changed; the panel follows at once.
 */
export function PanelPreferencesForm() {
  // The member's saved preferences: read again when the page opens, so another browser's change shows.
  const setting = useUserSetting();
  const current = usePanelPreferences();
  const saved = setting.data?.preferences ?? current;
  const save = useSaveUserSetting();
  // What the member chose wins; until then the form shows what is saved.
  const [choice, setChoice] = useState<PanelPreferences | null>(null);
  const chosen = choice ?? saved;
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<PanelPreferences>) => setChoice({ ...chosen, ...patch });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { preferences: chosen },
      {
        onSuccess: () => {
          setChoice(null);
          toast.success("ترجیحات پنل ذخیره شد.");
        },
        onError: (e) => setError(toErrorMessage(e)),
      },
    );
  };

  return (
    <form noValidate aria-label="ترجیحات پنل" className="flex flex-col gap-4" onSubmit={submit}>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section aria-labelledby="prefs-look" className={SECTION}>
          <h2 id="prefs-look" className="text-base font-bold">
            ظاهر
          </h2>
          <ChoiceGroup
            name="theme"
            legend="پوسته"
            description="«مطابق دستگاه» با تغییر حالت روشن یا تیرهٔ دستگاه همراه می‌شود."
            choices={THEME_CHOICES}
            value={chosen.theme}
            onChange={(theme) => change({ theme })}
          />
          <ChoiceGroup
            name="tablet_layout"
            legend="چیدمان در تبلت"
            description="در پهنای ۷۶۸ تا ۱۰۲۳ پیکسل"
            choices={TABLET_CHOICES}
            value={chosen.tablet_layout}
            onChange={(tablet_layout) => change({ tablet_layout })}
          />
        </section>
        <section aria-labelledby="prefs-tables" className={SECTION}>
          <h2 id="prefs-tables" className="text-base font-bold">
            جدول‌ها و فهرست‌ها
          </h2>
          <ChoiceGroup
            name="density"
            legend="تراکم جدول‌ها در رایانه"
            choices={DENSITY_CHOICES}
            value={chosen.density}
            onChange={(density) => change({ density })}
          />
          <ChoiceGroup
            name="page_size"
            legend="تعداد پیش‌فرض در صفحه"
            description="وقتی نشانی صفحه تعداد را نگفته باشد"
            choices={PAGE_SIZE_CHOICES}
            value={chosen.page_size}
            onChange={(page_size) => change({ page_size })}
          />
        </section>
        <section aria-labelledby="prefs-toasts" className={`${SECTION} lg:col-span-2`}>
          <h2 id="prefs-toasts" className="text-base font-bold">
            اعلان‌های لحظه‌ای
          </h2>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-xs leading-6 text-muted">
              رویدادهایی که هنگام کار با پنل، در هر صفحه، با پیام کوتاه خبر داده می‌شوند.
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {TOAST_KINDS.map((kind) => (
                <label
                  key={kind}
                  className="flex cursor-pointer items-start gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary"
                >
                  <input
                    type="checkbox"
                    className="mt-1 accent-primary"
                    checked={chosen.toasts[kind]}
                    onChange={(event) => change({ toasts: { ...chosen.toasts, [kind]: event.target.checked } })}
                  />
                  <span className="flex flex-col">
                    <span>{TOAST_TITLES[kind].title}</span>
                    <span className="text-xs text-muted">{TOAST_TITLES[kind].description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </section>
      </div>
      <DialogError error={error} />
      <Button type="submit" loading={save.isPending} disabled={choice === null} className="self-start">
        ذخیرهٔ ترجیحات
      </Button>
    </form>
  );
}
