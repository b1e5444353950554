"use client";

import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { useThemeSaver } from "@/lib/preferences/theme-saver";
import { useTheme } from "@/lib/theme/use-theme";

/**
 * Switches light and dark; the choice follows the user into every open tab and, in the owner's
 * panel, into their panel preferences, so another browser opens in it too.
 */
export function ThemeToggle() {
  const { dark, setMode } = useTheme();
  const saveTheme = useThemeSaver();
  const label = dark ? "حالت روشن" : "حالت تیره";
  const toggle = () => {
    const theme = dark ? "light" : "dark";
    setMode(theme);
    saveTheme?.(theme);
  };
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
