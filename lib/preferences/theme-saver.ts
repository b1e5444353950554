"use client";

import { createContext, useContext } from "react";
import type { ThemePreference } from "../contract/panel-preferences";

/**
 * Keeps a theme chosen outside the settings' page (the header's switch) in the member's preferences:
 * the owner's panel provides it (PanelPreferencesProvider); null elsewhere, the sign-in screens
 * among them, which then carry none of the preferences' code.
 */
export const ThemeSaverContext = createContext<((theme: ThemePreference) => void) | null>(null);

export const useThemeSaver = () => useContext(ThemeSaverContext);
