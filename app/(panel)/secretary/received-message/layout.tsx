import type { ReactNode } from "react";
import { LockedServicePage } from "@/app/(panel)/_plans/locked-service-page";
import { lacksService } from "@/lib/auth/service-gate";

/** Received-message secretaries need a plan that gives them (spec §6): without one, the way to a plan instead. */
export default async function GatedLayout({ children }: { children: ReactNode }) {
  return (await lacksService("secretaries")) ? <LockedServicePage service="secretaries" /> : children;
}
