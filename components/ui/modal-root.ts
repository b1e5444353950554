"use client";

import { useSyncExternalStore } from "react";

/** The element modals and drawers are drawn into; the root layout renders it at the end of <body>. */
export const MODAL_ROOT_ID = "modal-root";

let reported = false;

function findModalRoot(): HTMLElement | null {
  const root = document.getElementById(MODAL_ROOT_ID);
  if (!root && !reported) {
    reported = true;
    console.error(`#${MODAL_ROOT_ID} is missing from the page; modals are drawn at the end of <body> instead.`);
  }
  return root;
}

const noSubscription = () => () => {};

/** The portal container for modals: #modal-root, or <body> (with one logged error) when it is missing. */
export function useModalRoot(): HTMLElement | null {
  return useSyncExternalStore(
    noSubscription,
    () => findModalRoot() ?? document.body,
    () => null,
  );
}
