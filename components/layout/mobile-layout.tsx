"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** What the mobile frame shows around a page (spec §4 "mobile layout state"). */
export interface MobileLayoutState {
  title: string;
  /** Buttons at the end of the top bar. */
  actions?: ReactNode;
  /** A bar fixed under the content, e.g. a form's submit button. */
  customFooter?: ReactNode;
  /** Where the back icon goes (a path, or a function such as "previous step"); one step back in history by default. */
  backNavigate?: string | (() => void);
  /** Hide the back icon (top-level pages such as home). */
  suppressedShowBackIcon: boolean;
}

interface MobileLayoutContextValue {
  state: MobileLayoutState;
  /** Override parts of the state while the page lives, e.g. a wizard step's own title and back action. */
  setMobileLayout: (patch: Partial<MobileLayoutState>) => void;
  /** Drop every override and show what the page wrapper was given. */
  resetMobileLayout: () => void;
}

const MobileLayoutContext = createContext<MobileLayoutContextValue | null>(null);

export function MobileLayoutProvider({ initial, children }: { initial: MobileLayoutState; children: ReactNode }) {
  const [overrides, setOverrides] = useState<Partial<MobileLayoutState>>({});
  const setMobileLayout = useCallback(
    (patch: Partial<MobileLayoutState>) => setOverrides((current) => ({ ...current, ...patch })),
    [],
  );
  const resetMobileLayout = useCallback(() => setOverrides({}), []);
  const value = useMemo(
    () => ({ state: { ...initial, ...overrides }, setMobileLayout, resetMobileLayout }),
    [initial, overrides, setMobileLayout, resetMobileLayout],
  );
  return <MobileLayoutContext.Provider value={value}>{children}</MobileLayoutContext.Provider>;
}

/** The page's mobile layout state and its setters; only inside a PageWrapper. */
export function useMobileLayout(): MobileLayoutContextValue {
  const value = useContext(MobileLayoutContext);
  if (!value) throw new Error("useMobileLayout is used outside a PageWrapper.");
  return value;
}
