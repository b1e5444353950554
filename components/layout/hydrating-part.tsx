"use client";

import { useEffect, useRef, type ComponentType } from "react";
import { markWhenSettled, PENDING_PART } from "./hydration-mark";

/**
 * A part whose code loads on its own (`next/dynamic`'s loader resolves to it): the server renders
 * it, but its buttons answer only once its code has come and it has hydrated, after the page
 * around it. It carries a marker until then, so the document's mark waits for it too.
 */
export function hydratingPart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function HydratingPart(props: P) {
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      marker.current?.removeAttribute(PENDING_PART);
      markWhenSettled();
    }, []);
    return (
      <>
        <span ref={marker} hidden {...{ [PENDING_PART]: "" }} />
        <Component {...props} />
      </>
    );
  }
  return HydratingPart;
}
