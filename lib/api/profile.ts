"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { citiesResponseSchema } from "../contract/banks";
import {
  profileResponseSchema,
  updateProfileRequestSchema,
  type Profile,
  type UpdateProfileRequest,
} from "../contract/profile";
import { checkedRequest } from "./checked-request";
import { apiPost, apiGet, apiRequest } from "./client";
import { browserQuery } from "./queries/in-browser";
import { profileKeys, profileQuery } from "./queries/profile-queries";
import { apiUpload } from "./upload";

export const useProfile = () => useQuery(browserQuery(profileQuery));

/** A province's cities for the address (the panel's geography, `send/banks/cities?province_id=`), kept for the visit. */
export function useProvinceCities(provinceId: number | null) {
  return useQuery({
    queryKey: profileKeys.cities(provinceId ?? 0),
    queryFn: () =>
      apiGet(citiesResponseSchema, "v1/api/send/banks/cities", { province_id: provinceId! }).then((b) => b.data),
    enabled: provinceId !== null,
    staleTime: Infinity,
  });
}

/** Every profile call answers the whole profile: it becomes what the sections show. */
function useKeepProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => queryClient.setQueryData(profileKeys.details(), profile);
}

/** Saves one section (`user/update_profile`), checked first with the upstream's own schema. */
export function useSaveProfileSection() {
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      apiPost(
        profileResponseSchema,
        "v1/api/user/update_profile",
        checkedRequest(updateProfileRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: keep,
  });
}

/** Makes a chosen image the logo (multipart `logo`); the upstream checks its content. */
export function useUploadLogo() {
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("logo", file, file.name);
      return apiUpload(profileResponseSchema, "v1/api/user/logo", form).then((body) => body.data);
    },
    onSuccess: keep,
  });
}

export function useRemoveLogo() {
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: () =>
      apiRequest(profileResponseSchema, "v1/api/user/logo", { method: "delete" }).then((body) => body.data),
    onSuccess: keep,
  });
}
