"use client";

import { useQuery } from "@tanstack/react-query";
import { browserQuery } from "./queries/in-browser";
import { pluginsQuery } from "./queries/plugin-queries";

/** The provider's catalogue: the same for everyone and changed only with a release, so read once an hour. */
export const usePlugins = () => useQuery({ ...browserQuery(pluginsQuery), staleTime: 60 * 60_000 });
