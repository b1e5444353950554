import { accountDocs } from "./account";
import { apiKeysDocs } from "./api-keys";
import { authDocs } from "./auth";
import { colleaguesDocs } from "./colleagues";
import { draftsDocs } from "./drafts";
import { inboxDocs } from "./inbox";
import { numbersDocs } from "./numbers";
import { panelDocs } from "./panel";
import { patternsDocs } from "./patterns";
import { phonebooksDocs } from "./phonebooks";
import { reportsDocs } from "./reports";
import { secretariesDocs } from "./secretaries";
import { securityDocs } from "./security";
import { sendDocs } from "./send";
import { supportDocs } from "./support";
import { walletDocs } from "./wallet";
import { webhooksDocs } from "./webhooks";
import { userFilesDocs } from "./user-files";
import type { ApiDocArea } from "./types";

/** The API reference's areas, in the order it shows them (upstream/api-docs/openapi.ts). */
export const API_DOC_AREAS: readonly ApiDocArea[] = [
  authDocs,
  sendDocs,
  patternsDocs,
  reportsDocs,
  inboxDocs,
  numbersDocs,
  phonebooksDocs,
  draftsDocs,
  secretariesDocs,
  walletDocs,
  accountDocs,
  securityDocs,
  colleaguesDocs,
  apiKeysDocs,
  webhooksDocs,
  userFilesDocs,
  supportDocs,
  panelDocs,
];
