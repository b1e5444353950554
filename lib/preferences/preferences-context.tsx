"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { walletKeys } from "../api/queries/wallet-keys";
import type { PanelPreferences, ThemePreference } from "../contract/panel-preferences";
import { storeThemeMode } from "../theme/store-theme";
import { DEFAULT_PANEL_PREFERENCES, TABLET_ATTRIBUTE } from "./defaults";
import { ThemeSaverContext } from "./theme-saver";

const PreferencesContext = createContext<PanelPreferences>(DEFAULT_PANEL_PREFERENCES);

/**
 * The member's panel preferences for every screen: what `user/setting` answered (the layout reads
 * it on the server, so the first paint has it), and each saved change at once. A theme or tablet
 * layout saved here, or read anew from another browser's change, shows without a reload.
 */
export function PanelPreferencesProvider({ applyTheme, children }: { applyTheme: boolean; children: ReactNode }) {
  // The cache's copy, never a call of its own: the layout hydrated it, saving replaces it, and the
  // settings' screens read it again.
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const cached = () => queryClient.getQueryData<{ preferences?: PanelPreferences }>(walletKeys.setting());
  const data = useSyncExternalStore(subscribe, cached, cached);
  const preferences = data?.preferences ?? DEFAULT_PANEL_PREFERENCES;

  const shownTheme = useRef(preferences.theme);
  useEffect(() => {
    if (!applyTheme || shownTheme.current === preferences.theme) return;
    shownTheme.current = preferences.theme;
    storeThemeMode(preferences.theme);
  }, [applyTheme, preferences.theme]);

  useEffect(() => {
    document.documentElement.setAttribute(TABLET_ATTRIBUTE, preferences.tablet_layout);
  }, [preferences.tablet_layout]);

  const saveTheme = useCallback(
    (theme: ThemePreference) => {
      shownTheme.current = theme;
      // The save's code comes with the first switch; a failed save leaves this browser's choice in place.
      void import("../api/user-setting")
        .then(({ savePreferences }) => savePreferences(queryClient, { theme }))
        .catch(() => undefined);
    },
    [queryClient],
  );

  return (
    <PreferencesContext.Provider value={preferences}>
      <ThemeSaverContext.Provider value={applyTheme ? saveTheme : null}>{children}</ThemeSaverContext.Provider>
    </PreferencesContext.Provider>
  );
}

/** The member's panel preferences (the defaults outside the panel's layout). */
export const usePanelPreferences = (): PanelPreferences => useContext(PreferencesContext);
