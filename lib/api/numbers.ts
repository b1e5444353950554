"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { envelope } from "../contract/envelope";
import { agreementLinesResponseSchema, type LineUse } from "../contract/numbers";
import { apiGet, apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { numberKeys, senderLinesQuery } from "./queries/numbers-queries";

/** The user's sender lines (shared and their own), the default one marked. */
export function useSenderLines() {
  return useQuery(browserQuery(senderLinesQuery));
}

/** The lines a way of sending may use: general sends use general lines, bank and business sends their own. */
export function useLinesFor(use: LineUse) {
  const query = useSenderLines();
  return { ...query, data: query.data?.filter((line) => line.use === use) };
}

const okSchema = envelope(z.unknown());

export function useSetDefaultLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => apiPost(okSchema, "v1/api/numbers/defaults/upsert", { number_id: lineId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberKeys.lines() }),
  });
}

/** Lines the user may take by accepting their agreement. */
export function useAgreementLines(enabled: boolean) {
  return useQuery({
    queryKey: numberKeys.agreements(),
    queryFn: () => apiGet(agreementLinesResponseSchema, "v1/api/numbers/agreement-list").then((body) => body.data),
    enabled,
  });
}

export function useAssignAgreementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => apiPost(okSchema, "v1/api/numbers/assign-agreement", { number_id: lineId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numberKeys.all }),
  });
}
