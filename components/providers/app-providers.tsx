"use client";

import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/api/query-client";

/** Toasts only follow what the user does, so their part (Radix Toast) loads after the page is up. */
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), { ssr: false });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <DirectionProvider dir="rtl">
      <NuqsAdapter>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </NuqsAdapter>
    </DirectionProvider>
  );
}
