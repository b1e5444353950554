"use client";

import { useQuery } from "@tanstack/react-query";
import { facilityUsageQuery } from "./queries/facility-queries";
import { browserQuery } from "./queries/in-browser";

/**
 * How far the account uses each facility. /facilities reads it on the server each time it opens
 * (a newer answer replaces the cached one), so a facility started elsewhere shows as active.
 */
export const useFacilityUsage = () => useQuery(browserQuery(facilityUsageQuery));
