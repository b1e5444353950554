"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "@/components/layout/error-view";
import { useChunkReload } from "@/components/layout/use-chunk-reload";
import { Spinner } from "@/components/ui/spinner";

/**
 * A panel page failed to render (spec §2). A failed code download reloads the page, up to 3
 * times; anything else shows the generic error view, which resets when the path changes.
 */
export default function PanelError({ error, reset }: { error: unknown; reset: () => void }) {
  const pathname = usePathname();
  const failedAt = useRef(pathname);
  const reloading = useChunkReload(error);

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
