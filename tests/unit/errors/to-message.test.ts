/** @jest-environment node */
import { ApiError, NetworkError } from "@/lib/errors/api-error";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { toErrorMessage } from "@/lib/errors/to-message";

const GENERIC = "خطا در ارسال اطلاعات";
const ACCESS_RESTRICTED =
  "دسترسی شما به این بخش محدود است. برای افزایش سطح دسترسی با مدیر حساب کاربری خود تماس بگیرید.";

describe("toErrorMessage (spec §8)", () => {
  it("the generic message is «خطا در ارسال اطلاعات»", () => {
    expect(ERROR_MESSAGES.sendFailed).toBe(GENERIC);
  });

  it("shows the generic message for a 500, whatever the body says", () => {
    const error = new ApiError(500, {
      meta: { status: false, message: "SQLSTATE[42S02] table missing", errors: { x: ["internal"] } },
    });
    expect(toErrorMessage(error)).toBe(GENERIC);
  });

  it("shows the generic message for a 500 without a body", () => {
    expect(toErrorMessage(new ApiError(500, null))).toBe(GENERIC);
    expect(toErrorMessage(new ApiError(500, "<html>Bad gateway</html>"))).toBe(GENERIC);
  });

  it("shows the access-restricted description for 403 with message_code 403-8", () => {
    const error = new ApiError(403, { meta: { status: false, message: "Forbidden", message_code: "403-8" } });
    expect(toErrorMessage(error)).toBe(ACCESS_RESTRICTED);
  });

  it("prefers the access-restricted description over field messages", () => {
    const error = new ApiError(403, {
      meta: { status: false, message_code: "403-8", errors: { acl: ["no access"] } },
    });
    expect(toErrorMessage(error)).toBe(ACCESS_RESTRICTED);
  });

  it("does not show the access-restricted text for another 403 code", () => {
    const error = new ApiError(403, { meta: { status: false, message: "دسترسی ندارید", message_code: "403-1" } });
    expect(toErrorMessage(error)).toBe("دسترسی ندارید");
  });

  it("joins meta.errors with line breaks, each message once, in order", () => {
    const error = new ApiError(422, {
      meta: {
        status: false,
        message: "validation failed",
        errors: {
          mobile: ["شماره موبایل معتبر نیست", "شماره تکراری است"],
          username: ["نام کاربری تکراری است"],
          mobile_2: ["شماره موبایل معتبر نیست"],
        },
      },
    });
    expect(toErrorMessage(error)).toBe("شماره موبایل معتبر نیست\nشماره تکراری است\nنام کاربری تکراری است");
  });

  it("reads the top-level errors Edge sends on login", () => {
    const error = new ApiError(400, {
      data: null,
      errors: { username: ["نام کاربری یا رمز عبور اشتباه است"] },
      meta: { status: false, message_code: "400-1" },
    });
    expect(toErrorMessage(error)).toBe("نام کاربری یا رمز عبور اشتباه است");
  });

  it("de-duplicates across top-level errors and meta.errors", () => {
    const error = new ApiError(400, {
      errors: { username: ["اشتباه است"] },
      meta: { status: false, errors: { password: ["اشتباه است", "کوتاه است"] } },
    });
    expect(toErrorMessage(error)).toBe("اشتباه است\nکوتاه است");
  });

  it("shows meta.message when there are no field messages", () => {
    expect(toErrorMessage(new ApiError(400, { meta: { status: false, message: "اعتبار کافی نیست" } }))).toBe(
      "اعتبار کافی نیست",
    );
    expect(toErrorMessage(new ApiError(409, { meta: { status: false, message: "تکراری", errors: { a: [] } } }))).toBe(
      "تکراری",
    );
  });

  it("shows the generic message when there is neither field message nor meta.message", () => {
    expect(toErrorMessage(new ApiError(400, { meta: { status: false } }))).toBe(GENERIC);
    expect(toErrorMessage(new ApiError(404, { meta: { status: false, message: "" } }))).toBe(GENERIC);
    expect(toErrorMessage(new ApiError(400, null))).toBe(GENERIC);
    expect(toErrorMessage(new ApiError(400, "not json"))).toBe(GENERIC);
  });

  it("does not show a body that is not shaped like Edge's", () => {
    // meta.errors must be lists of strings; anything else is not trusted.
    expect(toErrorMessage(new ApiError(400, { meta: { status: false, errors: { a: [{ html: "<b>" }] } } }))).toBe(
      GENERIC,
    );
  });

  it("shows a plain string error as is", () => {
    expect(toErrorMessage("پیام دلخواه")).toBe("پیام دلخواه");
  });

  it("shows the generic message when there was no response", () => {
    expect(toErrorMessage(new NetworkError(new TypeError("Failed to fetch")))).toBe(GENERIC);
  });

  it("shows the generic message for any other thrown value, never its text", () => {
    expect(toErrorMessage(new Error("Cannot read properties of undefined"))).toBe(GENERIC);
    expect(toErrorMessage(undefined)).toBe(GENERIC);
    expect(toErrorMessage(null)).toBe(GENERIC);
    expect(toErrorMessage({ message: "x" })).toBe(GENERIC);
  });
});

describe("ApiError", () => {
  it("keeps the status, the message code and the field messages", () => {
    const error = new ApiError(403, {
      errors: { a: ["top"] },
      meta: { status: false, message: "m", message_code: "403-8", errors: { b: ["meta"] } },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(403);
    expect(error.message).toBe("m");
    expect(error.messageCode).toBe("403-8");
    expect(error.fieldErrors).toEqual({ a: ["top"], b: ["meta"] });
  });

  it("keeps no body when the answer is not an Edge error body", () => {
    const error = new ApiError(502, "<html>");
    expect(error.body).toBeNull();
    expect(error.message).toBe("HTTP 502");
    expect(error.fieldErrors).toEqual({});
  });
});
