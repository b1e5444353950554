"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "@/components/layout/error-view";
import { reloadForChunkError, sessionStore, willReloadForChunkError } from "@/components/layout/chunk-reload";
import { Spinner } from "@/components/ui/spinner";

/**
 * A panel page failed to render (spec §2). A failed code download reloads the page, up to 3
 * times; anything else shows the generic error view, which resets when the path changes.
 */
export default function PanelError({ error, reset }: { error: unknown; reset: () => void }) {
  const pathname = usePathname();
  const failedAt = useRef(pathname);
  const [reloading] = useState(() => willReloadForChunkError(error));

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (handled.current === error) return; // once per error, even when effects run twice
    handled.current = error;
    const store = sessionStore();
    const reloaded = store ? reloadForChunkError(error, store, () => window.location.reload()) : false;
    if (!reloaded) console.error(error);
  }, [error]);

  useEffect(() => {
    if (pathname !== failedAt.current) reset();
  }, [pathname, reset]);

  if (reloading) {
    return (
      <div className="flex min-h-full items-center justify-center p-6 text-muted">
        <Spinner className="size-6" />
      </div>
    );
  }
  return <ErrorView />;
}
