import type { RouteActivities } from "./activity-entry";
import { ACCOUNT_ACTIVITIES } from "./account-activities";
import { API_KEY_ACTIVITIES } from "./api-key-activities";
import { COLLEAGUE_ACTIVITIES } from "./colleague-activities";
import { CONTACT_ACTIVITIES } from "./contact-activities";
import { FILE_ACTIVITIES } from "./file-activities";
import { PATTERN_ACTIVITIES } from "./pattern-activities";
import { REPORT_ACTIVITIES } from "./report-activities";
import { SECRETARY_ACTIVITIES } from "./secretary-activities";
import { SEND_ACTIVITIES } from "./send-activities";
import { TICKET_ACTIVITIES } from "./ticket-activities";
import { WALLET_ACTIVITIES } from "./wallet-activities";
import { WEBHOOK_ACTIVITIES } from "./webhook-activities";

/** The areas' tables as one; a route named by two areas is a mistake caught when the app loads. */
function combined(...areas: RouteActivities[]): RouteActivities {
  const all: RouteActivities = {};
  for (const area of areas) {
    for (const [key, entry] of Object.entries(area)) {
      if (key in all) throw new Error(`activity log: ${key} is declared twice`);
      all[key] = entry;
    }
  }
  return all;
}

/**
 * What the activity log records for each route of /v1/api, keyed as ROUTE_RULES is
 * (`METHOD /v1/api/path`, Hono's registered path): its kind and sentence, or null where a call
 * changes nothing (the comment beside it says why). Every route but GET and "public" ones must be
 * here (tests/upstream/activity-routes.test.ts walks the app); a GET is here when it writes or
 * hands out the account's data (a payment made by Edge's GET, an export).
 */
export const ROUTE_ACTIVITIES: RouteActivities = combined(
  SEND_ACTIVITIES,
  CONTACT_ACTIVITIES,
  REPORT_ACTIVITIES,
  WALLET_ACTIVITIES,
  ACCOUNT_ACTIVITIES,
  COLLEAGUE_ACTIVITIES,
  PATTERN_ACTIVITIES,
  SECRETARY_ACTIVITIES,
  TICKET_ACTIVITIES,
  API_KEY_ACTIVITIES,
  WEBHOOK_ACTIVITIES,
  FILE_ACTIVITIES,
);
