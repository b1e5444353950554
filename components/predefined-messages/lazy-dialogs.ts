"use client";

import dynamic from "next/dynamic";

// The dialogs come after the page has hydrated, as other areas' forms do: a page that only lists
// messages does not carry the form, the select and the schema's checks on its first load.

export const GroupTitleDialog = dynamic(
  () => import("./group-title-dialog").then((module) => module.GroupTitleDialog),
  { ssr: false },
);

export const DeleteGroupDialog = dynamic(
  () => import("./delete-group-dialog").then((module) => module.DeleteGroupDialog),
  { ssr: false },
);

export const DraftDialog = dynamic(() => import("./draft-dialog").then((module) => module.DraftDialog), {
  ssr: false,
});

export const DeleteDraftDialog = dynamic(
  () => import("./delete-draft-dialog").then((module) => module.DeleteDraftDialog),
  { ssr: false },
);
