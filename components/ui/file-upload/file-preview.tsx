"use client";

import { useEffect, useRef } from "react";

/** A chosen image, shown before it is sent; the object URL is released when the file changes or the preview goes. */
export function FilePreview({
  file,
  className = "size-16 shrink-0 rounded-lg border border-border object-cover",
}: {
  file: File;
  className?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
    <img ref={image} alt={`پیش‌نمایش ${file.name}`} className={className} />
  );
}
