"use client";

import { useMutation } from "@tanstack/react-query";
import { trackedLinkResponseSchema, type LinkTrackerRequest } from "../contract/link-tracker";
import { apiPost } from "./client";

/** Makes a short link that counts clicks on the URL (`panel/link_tracker`). */
export function useCreateTrackedLink() {
  return useMutation({
    mutationFn: (request: LinkTrackerRequest) =>
      apiPost(trackedLinkResponseSchema, "v1/api/panel/link_tracker", request).then((body) => body.data),
  });
}
