import * as z from "zod/mini";
import { DEFAULT_PANEL_PREFERENCES } from "../preferences/defaults";
import { PAGE_SIZES } from "../url-state/reserved-keys";

/*
 * The panel's own preferences of a member (`user/setting`'s `preferences`), kept by the upstream so
 * they follow the member to another browser. A file of its own so the frame reads them without the
 * payment contract the rest of user/setting brings.
 */

/** The panel's look: always light, always dark, or as the device is set. */
export const THEMES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEMES)[number];
/** How much room a desktop table gives each row. */
export const DENSITIES = ["comfortable", "compact"] as const;
export type Density = (typeof DENSITIES)[number];
/** Between the phone and desktop widths (768 to 1023 px): the desktop frame, or the phone's. */
export const TABLET_LAYOUTS = ["desktop", "phone"] as const;
export type TabletLayout = (typeof TABLET_LAYOUTS)[number];
/** The live events that show a toast wherever the member is. */
export const TOAST_KINDS = ["payment_reviewed", "pattern_reviewed", "ticket_answered", "webhook_failing"] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

const toastSwitch = z.boolean({ error: "روشن یا خاموش بودن اعلان را مشخص کنید" });
const toastFields = {
  payment_reviewed: toastSwitch,
  pattern_reviewed: toastSwitch,
  ticket_answered: toastSwitch,
  webhook_failing: toastSwitch,
};

const preferenceFields = {
  theme: z.enum(THEMES, { error: "پوستهٔ پنل را انتخاب کنید" }),
  density: z.enum(DENSITIES, { error: "تراکم جدول‌ها را انتخاب کنید" }),
  page_size: z.literal(PAGE_SIZES, { error: "تعداد در صفحه باید ۱۰، ۲۰، ۵۰ یا ۱۰۰ باشد" }),
  tablet_layout: z.enum(TABLET_LAYOUTS, { error: "چیدمان تبلت را انتخاب کنید" }),
};

/** Every preference, as the panel reads them. */
export const panelPreferencesSchema = z.object({ ...preferenceFields, toasts: z.object(toastFields) });
export type PanelPreferences = z.infer<typeof panelPreferencesSchema>;

/** A preference never chosen reads as this (kept apart from the schemas, for the frame's bundle). */
export { DEFAULT_PANEL_PREFERENCES };

/** A change of preferences: any of them, any of the toasts; the rest stays as it was. Nothing else is accepted. */
export const preferencesChangeSchema = z.strictObject(
  {
    theme: z.optional(preferenceFields.theme),
    density: z.optional(preferenceFields.density),
    page_size: z.optional(preferenceFields.page_size),
    tablet_layout: z.optional(preferenceFields.tablet_layout),
    toasts: z.optional(
      z.strictObject(
        {
          payment_reviewed: z.optional(toastSwitch),
          pattern_reviewed: z.optional(toastSwitch),
          ticket_answered: z.optional(toastSwitch),
          webhook_failing: z.optional(toastSwitch),
        },
        { error: "اعلان‌ها فقط شامل رویدادهای فهرست‌شده است" },
      ),
    ),
  },
  { error: "ترجیحات پنل فقط شامل پوسته، تراکم، تعداد در صفحه، چیدمان تبلت و اعلان‌ها است" },
);
export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;

/**
 * The stored preferences as the panel reads them: each one that is valid, the default for the rest
 * (a stored value the panel no longer offers reads as its default, never as an error).
 */
export function preferencesOf(stored: unknown): PanelPreferences {
  const value = stored !== null && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const pick = <K extends Exclude<keyof PanelPreferences, "toasts">>(key: K): PanelPreferences[K] => {
    const parsed = preferenceFields[key].safeParse(value[key]);
    return parsed.success ? (parsed.data as PanelPreferences[K]) : DEFAULT_PANEL_PREFERENCES[key];
  };
  const storedToasts =
    value.toasts !== null && typeof value.toasts === "object" ? (value.toasts as Record<string, unknown>) : {};
  const toasts = { ...DEFAULT_PANEL_PREFERENCES.toasts };
  for (const kind of TOAST_KINDS) {
    const on = storedToasts[kind];
    if (typeof on === "boolean") toasts[kind] = on;
  }
  return {
    theme: pick("theme"),
    density: pick("density"),
    page_size: pick("page_size"),
    tablet_layout: pick("tablet_layout"),
    toasts,
  };
}

/** The preferences after a change: what the change names replaces what was, the rest stays. */
export function mergePreferences(current: PanelPreferences, change: PreferencesChange): PanelPreferences {
  const { toasts, ...rest } = change;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const toastChanges = Object.fromEntries(Object.entries(toasts ?? {}).filter(([, value]) => value !== undefined));
  return { ...current, ...defined, toasts: { ...current.toasts, ...toastChanges } };
}
