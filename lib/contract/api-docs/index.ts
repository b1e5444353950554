import { authDocs } from "./auth";
import { sendDocs } from "./send";
import { walletDocs } from "./wallet";
import type { ApiDocArea } from "./types";

/** The API reference's areas, in the order it shows them (upstream/api-docs/openapi.ts). */
export const API_DOC_AREAS: readonly ApiDocArea[] = [authDocs, sendDocs, walletDocs];
