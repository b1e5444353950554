"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "@/components/layout/error-view";
import { isChunkLoadError, reloadForChunkError, sessionStore } from "@/components/layout/chunk-reload";
import { Spinner } from "@/components/ui/spinner";

/**
 * A panel page failed to render (spec §2). A failed code download reloads the page, up to 3
 * times; anything else shows the generic error view, which resets when the path changes.
 */
export default function PanelError({ error, reset }: { error: unknown; reset: () => void }) {
  const pathname = usePathname();
  const failedAt = useRef(pathname);
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));

  useEffect(() => {
    const store = sessionStore();
    const reloaded = store ? reloadForChunkError(error, store, () => window.location.reload()) : false;
    if (!reloaded) {
      console.error(error);
      setReloading(false);
    }
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
