/** @jest-environment node */
import { isGuestPath, isPanelPath } from "@/lib/navigation/panel-routes";

describe("isPanelPath", () => {
  it.each([
    "/dashboard",
    "/dashboard/",
    "/send-sms/quick",
    "/reports/12",
    "/wallet",
    "/support/tickets/3",
    "/file-management",
    "/predefined-messages",
    "/colleagues",
  ])("sends a visitor without a session from %s to /login", (path) => {
    expect(isPanelPath(path)).toBe(true);
  });

  it.each([
    "/",
    "/login",
    "/register",
    "/forgot-password",
    "/external-login",
    "/api/v1/api/x",
    "/dashboards",
    "/Dashboard",
    "/x/dashboard",
    "",
  ])("does not treat %p as a signed-in area", (path) => {
    expect(isPanelPath(path)).toBe(false);
  });
});

describe("isGuestPath", () => {
  it.each(["/login", "/register", "/login/", "/register/step-2"])("treats %s as a sign-in screen", (path) => {
    expect(isGuestPath(path)).toBe(true);
  });

  it.each(["/", "/loginx", "/registered", "/dashboard", "/forgot-password", "/x/login", ""])(
    "does not treat %p as a sign-in screen",
    (path) => {
      expect(isGuestPath(path)).toBe(false);
    },
  );
});
