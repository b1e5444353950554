"use client";

import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { useTheme } from "@/lib/theme/use-theme";

/** Switches between the light and dark themes; the choice is shared with every open tab. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const label = dark ? "روشن کردن پوسته" : "تاریک کردن پوسته";
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="flex size-10 items-center justify-center rounded-full border border-border bg-surface text-muted transition-colors hover:text-text"
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
