"use client";

import { Modal } from "@/components/ui/dialog";
import type { BannerFile } from "@/lib/contract/home";
import { BannerPicture } from "./banner-picture";
import { linkTarget } from "../link-target";

/** Action 1's popup: the popup image, linking to its own link, and a close button. */
export function BannerPopup({
  file,
  open,
  onOpenChange,
}: {
  file: BannerFile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const picture = <BannerPicture file={file} className="overflow-hidden rounded-xl" />;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={file.alt || "بنر"} hideTitle className="max-w-2xl">
      {file.link ? (
        <a href={file.link} {...linkTarget(file.link)} className="block">
          {picture}
        </a>
      ) : (
        picture
      )}
    </Modal>
  );
}
