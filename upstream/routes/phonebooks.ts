import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";
import { requireSession } from "../http/require-session";
import { contactRoutes } from "../phonebooks/contact-routes";
import { countRoutes } from "../phonebooks/count-routes";
import { fileRoutes } from "../phonebooks/file-routes";
import { listRoutes } from "../phonebooks/list-routes";
import { optionRoutes } from "../phonebooks/option-routes";
import { bookRoutes } from "../phonebooks/phonebook-routes";
import { tagRoutes } from "../phonebooks/tag-routes";

/**
 * `phonebooks/*`: phonebooks, contacts, custom features (options), tags, the blacklists and the
 * cancel11 list, imports and exports, all of the signed-in user (session checked once here).
 */
export function phonebookRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .route("/", fileRoutes(deps))
    .route("/", countRoutes(deps))
    .route("/", contactRoutes(deps))
    .route("/", optionRoutes(deps))
    .route("/", tagRoutes(deps))
    .route("/", listRoutes(deps))
    .route("/", bookRoutes(deps));
}
