"use client";

import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { useTheme } from "@/lib/theme/use-theme";

/** Switches light and dark; the choice follows the user into every open tab. */
export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  const label = dark ? "حالت روشن" : "حالت تیره";
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-text"
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
