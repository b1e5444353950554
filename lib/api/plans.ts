"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { planPurchaseRequestSchema, planPurchaseResponseSchema, type PlanPurchaseRequest } from "../contract/plans";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { PLANS_PATH, plansQuery } from "./queries/plan-queries";

export const usePlans = () => useQuery(browserQuery(plansQuery));

/** Buys a plan from the wallet; the request carries its key, so a retry buys once. */
export function useBuyPlan() {
  return useMutation({
    mutationFn: (request: PlanPurchaseRequest) =>
      apiPost(planPurchaseResponseSchema, `${PLANS_PATH}/buy`, checkedRequest(planPurchaseRequestSchema, request)).then(
        (body) => body.data,
      ),
  });
}
