"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { LoginSettingRead } from "@/lib/bff/login-setting";

const LoginSettingContext = createContext<LoginSettingRead>({ setting: null, error: null });

/** Hands the settings the sign-in layout read on the server to every sign-in screen. */
export function LoginSettingProvider({ value, children }: { value: LoginSettingRead; children: ReactNode }) {
  return <LoginSettingContext.Provider value={value}>{children}</LoginSettingContext.Provider>;
}

export function useLoginSettingRead(): LoginSettingRead {
  return useContext(LoginSettingContext);
}
