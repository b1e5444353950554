"use client";

import type { ReactNode } from "react";
import { useAccess } from "@/lib/auth/access-context";
import type { AccessRule } from "@/lib/navigation/page-access";

/** Renders its part only for a member the rule allows, so a part the role lacks neither shows nor reads anything. */
export function Allowed({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  return useAccess().meets(rule) ? children : null;
}
