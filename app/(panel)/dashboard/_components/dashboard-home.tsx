import { HomeBanners } from "./home-banners";
import { NewsList } from "./news-list";
import { QuickAccess } from "./quick-access";

/** The home page's blocks, each loading and failing on its own. */
export function DashboardHome() {
  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <HomeBanners />
      <QuickAccess />
      <NewsList />
    </div>
  );
}
