"use client";

import dynamic from "next/dynamic";
import { useBusinessNeedCheck } from "@/lib/api/business";

// Only a new registration needs the dialog: its code arrives when the check says so.
const BusinessSetupDialog = dynamic(
  () => import("./business-setup-dialog").then((module) => module.BusinessSetupDialog),
  { ssr: false },
);

/** Asks a new account for its business once signed in (spec §6's need-check). */
export function BusinessSetupPrompt() {
  const check = useBusinessNeedCheck();
  return check.data?.need_setup ? <BusinessSetupDialog /> : null;
}
