"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { Banner } from "@/lib/contract/home";
import { NEW_TAB } from "../link-target";
import { bannerBehaviour } from "./banner-action";
import { BannerPicture } from "./banner-picture";

/** The popup (and the dialog it is built on) arrives with the first click that opens one. */
const BannerPopup = dynamic(() => import("./banner-popup").then((module) => module.BannerPopup));

/**
 * A banner's image made clickable by its action: 1 opens its popup, 2 follows its link in this
 * window, anything else opens the link in a new tab. Without a link (or popup) it is only an image.
 */
export function BannerLink({
  banner,
  className = "",
  priority = false,
}: {
  banner: Banner;
  className?: string;
  /** The banner is in the page's first view: its image is fetched first (BannerPicture). */
  priority?: boolean;
}) {
  const [popupOpen, setPopupOpen] = useState(false);
  const [popupOpened, setPopupOpened] = useState(false);
  const { mainFiles, popupFiles } = banner;
  const picture = <BannerPicture file={mainFiles} priority={priority} />;
  const box = `block size-full ${className}`;
  const behaviour = bannerBehaviour(banner.action);

  if (behaviour === "popup") {
    if (!popupFiles) return <div className={box}>{picture}</div>;
    return (
      <>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setPopupOpened(true);
            setPopupOpen(true);
          }}
          className={`${box} cursor-pointer`}
        >
          {picture}
        </button>
        {popupOpened ? <BannerPopup file={popupFiles} open={popupOpen} onOpenChange={setPopupOpen} /> : null}
      </>
    );
  }
  if (!mainFiles.link) return <div className={box}>{picture}</div>;
  const target = behaviour === "new-tab" ? NEW_TAB : {};
  return (
    <a href={mainFiles.link} {...target} className={box}>
      {picture}
    </a>
  );
}
