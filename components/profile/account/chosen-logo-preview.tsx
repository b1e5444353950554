"use client";

import { useEffect, useRef } from "react";

/** A chosen image as the logo would look, before it is saved; its local address is released when it goes. */
export function ChosenLogoPreview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    if (image.current) image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable asset
  return <img ref={image} alt={`پیش‌نمایش ${file.name}`} className="size-full object-contain" />;
}
