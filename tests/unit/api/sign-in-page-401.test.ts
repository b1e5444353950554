import { makeQueryClient } from "@/lib/api/query-client";
import { ApiError } from "@/lib/errors/api-error";
import { countNavigations } from "../support/navigations";

const unauthorized = () => new ApiError(401, { meta: { status: false, message: "اطلاعات وارد شده صحیح نمی باشد" } });

it.each(["/login", "/login?next=%2Fdashboard", "/login/forgot-password", "/register", "/external-login/confirm"])(
  "stays on %s when a query there answers 401, so the sign-in page never sends the visitor to itself",
  async (address) => {
    window.history.replaceState(null, "", address);
    const client = makeQueryClient();
    const navigations = countNavigations();
    try {
      const answer = await client
        .fetchQuery({ queryKey: ["login-setting"], queryFn: () => Promise.reject(unauthorized()) })
        .catch((error: unknown) => error);
      expect(answer).toBeInstanceOf(ApiError);
      expect(navigations.count()).toBe(0);
      expect(window.location.pathname + window.location.search).toBe(address);
    } finally {
      navigations.restore();
      client.clear();
    }
  },
);
