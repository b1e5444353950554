"use client";

import { useEffect, useState } from "react";

/** A thumbnail of a chosen image; the object URL is released when the file changes or the preview goes. */
export function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
  return <img src={url} alt={`پیش‌نمایش ${file.name}`} className="size-16 shrink-0 rounded-lg border border-border object-cover" />;
}
