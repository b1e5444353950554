/** @jest-environment node */
import { isAuthCall, isPublicPath, toUpstreamPath } from "@/lib/bff/upstream-path.mjs";

describe("toUpstreamPath (DESIGN.md BFF rules)", () => {
  it.each([
    ["/api/v1/api/payment/credit/mine", "/v1/api/payment/credit/mine"],
    ["/api/v1/api/x", "/v1/api/x"],
    ["/api/v1/api/acl/auth/login_setting", "/v1/api/acl/auth/login_setting"],
    ["/api/v1/api/report/sms/123/items", "/v1/api/report/sms/123/items"],
    ["/api/v1/api/files/report-2024.v2~a", "/v1/api/files/report-2024.v2~a"],
  ])("maps the clean path %s to %s", (path, upstream) => {
    expect(toUpstreamPath(path)).toBe(upstream);
  });

  it.each([
    ["an encoded dot-dot", "/api/v1/api/%2e%2e/admin"],
    ["an upper-case encoded dot-dot", "/api/v1/api/%2E%2E/admin"],
    ["a dot-dot with an encoded slash", "/api/v1/api/..%2fadmin"],
    ["an encoded slash", "/api/v1/api/user%2F..%2F..%2Fadmin"],
    ["a double-encoded dot", "/api/v1/api/%252e%252e/admin"],
    ["a backslash", "/api/v1/api/user\\..\\admin"],
    ["a lone backslash segment", "/api/v1/api/\\admin"],
    ["a semicolon", "/api/v1/api/user;jsessionid=1"],
    ["a double slash", "/api/v1/api//admin"],
    ["a double slash later on", "/api/v1/api/user//me"],
    ["a ./ segment", "/api/v1/api/./user"],
    ["a ../ segment", "/api/v1/api/../admin"],
    ["a ../ segment deeper in", "/api/v1/api/user/../../admin"],
    ["a trailing dot-dot", "/api/v1/api/user/.."],
    ["a trailing dot", "/api/v1/api/user/."],
    ["a trailing slash", "/api/v1/api/user/"],
    ["the bare prefix", "/api/v1/api/"],
    ["the prefix without its slash", "/api/v1/api"],
    ["another version", "/api/v2/api/user"],
    ["another root under v1", "/api/v1/admin/user"],
    ["a path that only starts like the prefix", "/api/v1/apix/user"],
    ["an upper-case prefix", "/API/v1/api/user"],
    ["no /api in front", "/v1/api/user"],
    ["a relative path", "api/v1/api/user"],
    ["an empty path", ""],
    ["a query string in the path", "/api/v1/api/user?x=1"],
    ["a NUL byte", "/api/v1/api/user\u0000"],
    ["a space", "/api/v1/api/user me"],
  ])("refuses %s", (_label, path) => {
    expect(toUpstreamPath(path)).toBeNull();
  });
});

describe("isPublicPath", () => {
  it.each([
    "/v1/api/acl/auth/login_setting",
    "/v1/api/acl/list",
    "/v1/api/acl/package/general_list",
    "/v1/api/user/activity_domain",
    "/v1/api/user/check_exist",
    "/v1/api/acl/auth/partner_invitation/accept",
  ])("lets a visitor without a session call %s", (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    "/v1/api/payment/credit/mine",
    "/v1/api/acl/auth/login_setting/x",
    "/v1/api/user/check_exist/",
    "/api/v1/api/acl/list",
    "/v1/api/acl/auth/logout",
    "/v1/api/acl/auth/partner_invitation/accept/",
    "/v1/api/user/partner/create",
  ])("requires a session for %s", (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe("isAuthCall", () => {
  it.each([
    "/v1/api/acl/auth/login",
    "/v1/api/acl/auth/confirm_otp",
    "/v1/api/acl/auth/send_sms_otp",
    "/v1/api/acl/auth/forgot_password",
    "/v1/api/acl/auth/forgot_password_check_otp",
    "/v1/api/acl/auth/change_password_by_token",
    "/v1/api/user/check_exist",
    "/v1/api/acl/auth/partner_invitation/accept",
  ])("treats a 401 from %s as an answer about credentials", (path) => {
    expect(isAuthCall(path)).toBe(true);
  });

  it.each([
    "/v1/api/payment/credit/mine",
    "/v1/api/acl/auth/login_setting",
    "/v1/api/acl/auth/login/x",
    "/v1/api/acl/auth/logout",
  ])("treats a 401 from %s as an ended session", (path) => {
    expect(isAuthCall(path)).toBe(false);
  });
});
