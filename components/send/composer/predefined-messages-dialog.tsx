"use client";

import dynamic from "next/dynamic";

/**
 * The composer's picker of predefined messages, fetched after the send form hydrates: the form
 * paints and works without it, and it is there by the time «درج متن آماده» is pressed.
 */
export const PredefinedMessagesDialog = dynamic(
  () => import("./predefined-messages-picker").then((module) => module.PredefinedMessagesPicker),
  { ssr: false },
);
