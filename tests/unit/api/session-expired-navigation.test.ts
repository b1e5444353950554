import { makeQueryClient } from "@/lib/api/query-client";
import { ApiError } from "@/lib/errors/api-error";
import { countNavigations } from "../support/navigations";

const unauthorized = () => new ApiError(401, { meta: { status: false, message: "HTTP 401" } });

it("goes to the sign-in page once when several queries answer 401 together", async () => {
  window.history.replaceState(null, "", "/reports?page=2");
  const client = makeQueryClient();
  const navigations = countNavigations();
  try {
    const failing = (key: string) =>
      client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(unauthorized()) }).catch(() => undefined);
    await Promise.all([failing("credit"), failing("lines"), failing("reports")]);
    expect(navigations.count()).toBe(1);
  } finally {
    navigations.restore();
    client.clear();
  }
});
