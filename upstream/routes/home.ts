import { asc, count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { emptyPageQuerySchema } from "@/lib/contract/envelope";
import type { Banner, News, QuickAccess } from "@/lib/contract/home";
import { banners, news, quickAccessItems } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";
import { formatDateTime } from "../services/time";

/** The dashboard's content: GET user/news/user_news_list (paged). */
export function newsRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).get("/user_news_list", async (c) => {
    const { page, per_page } = readQuery(c, emptyPageQuerySchema);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(news)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      db.select({ n: count() }).from(news),
    ]);
    const data: News[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      link: r.link,
      created_at: formatDateTime(r.publishedAt),
    }));
    return okPage(c, data, { page, perPage: per_page, total: total?.n ?? 0 });
  });
}

/** GET panel/quick_access and panel/banners. */
export function panelRoutes(deps: Deps) {
  const { db } = deps;
  const session = requireSession(deps);
  return new Hono<AppEnv>()
    .get("/quick_access", session, async (c) => {
      const rows = await db
        .select()
        .from(quickAccessItems)
        .orderBy(asc(quickAccessItems.sortOrder), asc(quickAccessItems.id));
      const data: QuickAccess[] = rows.map((r) => ({ id: r.id, title: r.title, icon: r.icon, link: r.link }));
      return ok(c, data);
    })
    .get("/banners", session, async (c) => {
      const rows = await db
        .select()
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
      const data: Banner[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        action: r.action,
        mainFiles: { desktop: r.mainDesktop, mobile: r.mainMobile, link: r.mainLink, alt: r.mainAlt },
        popupFiles:
          r.popupDesktop && r.popupMobile
            ? { desktop: r.popupDesktop, mobile: r.popupMobile, link: r.popupLink, alt: r.popupAlt ?? r.mainAlt }
            : null,
      }));
      return ok(c, data);
    });
}
