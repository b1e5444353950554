/** @jest-environment node */
import type * as z from "zod/mini";
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordFormSchema,
  registerFormSchema,
} from "@/lib/contract/auth";
import { otpField, registerUsernameField } from "@/lib/contract/account-fields";
import { MOBILE_MESSAGE } from "@/lib/validation/mobile";
import { OTP_MESSAGES } from "@/lib/validation/otp";
import { PASSWORD_MESSAGES } from "@/lib/validation/password";
import { USERNAME_MESSAGES } from "@/lib/validation/username";

/** The messages of a failed parse, by field path ("" for the value itself). */
function messages(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return out;
}

describe("registerUsernameField", () => {
  it.each(["demo", "ali-reza", "User2024", "a-b-c-1", "x".repeat(32)])("accepts %p", (value) => {
    expect(registerUsernameField.safeParse(value).success).toBe(true);
  });

  it("trims spaces around the name", () => {
    expect(registerUsernameField.parse("  demo  ")).toBe("demo");
  });

  it.each([
    ["an underscore", "ali_reza"],
    ["a dot", "ali.reza"],
    ["a space inside", "ali reza"],
    ["Persian letters", "علیرضا"],
    ["Persian digits", "demo۱۲۳"],
    ["an at sign", "demo@x"],
  ])("refuses %s with the pattern message", (_label, value) => {
    expect(messages(registerUsernameField, value)[""]).toContain(USERNAME_MESSAGES.pattern);
  });

  it("needs at least 4 characters", () => {
    expect(messages(registerUsernameField, "abc")[""]).toEqual([USERNAME_MESSAGES.min]);
    expect(registerUsernameField.safeParse("abcd").success).toBe(true);
  });

  it("allows at most 32 characters", () => {
    expect(messages(registerUsernameField, "x".repeat(33))[""]).toEqual([USERNAME_MESSAGES.max]);
  });

  it("asks for the name when it is empty or only spaces", () => {
    expect(messages(registerUsernameField, "")[""]?.[0]).toBe(USERNAME_MESSAGES.required);
    expect(messages(registerUsernameField, "   ")[""]?.[0]).toBe(USERNAME_MESSAGES.required);
    expect(messages(registerUsernameField, undefined)[""]).toEqual([USERNAME_MESSAGES.required]);
  });
});

describe("otpField", () => {
  it("accepts six Latin digits", () => {
    expect(otpField.parse("123456")).toBe("123456");
  });

  it("accepts Persian and Arabic-Indic digits and yields Latin ones", () => {
    expect(otpField.parse("۱۲۳۴۵۶")).toBe("123456");
    expect(otpField.parse("٠٩٨٧٦٥")).toBe("098765");
  });

  it("trims spaces around the code", () => {
    expect(otpField.parse(" 123456 ")).toBe("123456");
  });

  it.each([
    ["five digits", "12345"],
    ["seven digits", "1234567"],
    ["a letter", "12345a"],
    ["a space inside", "123 456"],
  ])("refuses %s with the six-digit message", (_label, value) => {
    expect(messages(otpField, value)[""]).toEqual([OTP_MESSAGES.format]);
  });

  it("asks for the code when it is empty", () => {
    expect(messages(otpField, "")[""]?.[0]).toBe(OTP_MESSAGES.required);
    expect(messages(otpField, undefined)[""]).toEqual([OTP_MESSAGES.required]);
  });
});

const validRegistration = {
  user_name: "new-user",
  name_family: "علی رضایی",
  mobile_number: "۰۹۱۲ ۳۴۵ ۶۷۸۹",
  activity_domain_id: "3",
  password: "Abcdefg1",
  password_confirmation: "Abcdefg1",
};

describe("registerFormSchema", () => {
  it("accepts a valid form and writes the mobile as +98…", () => {
    const parsed = registerFormSchema.parse(validRegistration);
    expect(parsed.mobile_number).toBe("+989123456789");
    expect(parsed.activity_domain_id).toBe(3);
  });

  it("puts the mismatch message on password_confirmation", () => {
    const errors = messages(registerFormSchema, { ...validRegistration, password_confirmation: "Abcdefg2" });
    expect(errors).toEqual({ password_confirmation: [PASSWORD_MESSAGES.mismatch] });
  });

  it("refuses an invalid mobile with the mobile message", () => {
    const errors = messages(registerFormSchema, { ...validRegistration, mobile_number: "09423456789" });
    expect(errors).toEqual({ mobile_number: [MOBILE_MESSAGE] });
  });

  it("applies spec §5's password rules with their Persian messages", () => {
    const errors = messages(registerFormSchema, {
      ...validRegistration,
      password: "abcdefgh",
      password_confirmation: "abcdefgh",
    });
    expect(errors.password).toEqual([PASSWORD_MESSAGES.digit, PASSWORD_MESSAGES.upper]);
    expect(
      messages(registerFormSchema, { ...validRegistration, password: "Abc1", password_confirmation: "Abc1" }).password,
    ).toEqual([PASSWORD_MESSAGES.min]);
  });

  it("refuses a username with an underscore", () => {
    expect(messages(registerFormSchema, { ...validRegistration, user_name: "new_user" }).user_name).toEqual([
      USERNAME_MESSAGES.pattern,
    ]);
  });

  it("asks for an activity domain", () => {
    expect(messages(registerFormSchema, { ...validRegistration, activity_domain_id: "0" }).activity_domain_id).toEqual([
      "حوزه فعالیت را انتخاب کنید",
    ]);
  });
});

describe("newPasswordFormSchema", () => {
  it("puts the mismatch message on password_confirmation", () => {
    expect(messages(newPasswordFormSchema, { password: "Abcdefg1", password_confirmation: "abcdefg1" })).toEqual({
      password_confirmation: [PASSWORD_MESSAGES.mismatch],
    });
    expect(newPasswordFormSchema.safeParse({ password: "Abcdefg1", password_confirmation: "Abcdefg1" }).success).toBe(
      true,
    );
  });
});

describe("loginRequestSchema", () => {
  it("accepts any non-empty username and password (the rules are for new passwords)", () => {
    expect(loginRequestSchema.parse({ username: " demo ", password: "x" })).toEqual({
      username: "demo",
      password: "x",
    });
  });

  it("asks for both fields in Persian", () => {
    expect(messages(loginRequestSchema, { username: "", password: "" })).toEqual({
      username: [USERNAME_MESSAGES.required],
      password: [PASSWORD_MESSAGES.required],
    });
    expect(messages(loginRequestSchema, {})).toEqual({
      username: [USERNAME_MESSAGES.required],
      password: [PASSWORD_MESSAGES.required],
    });
  });

  it("treats a username of spaces as empty", () => {
    expect(messages(loginRequestSchema, { username: "   ", password: "x" })).toEqual({
      username: [USERNAME_MESSAGES.required],
    });
  });

  it("does not trim the password", () => {
    expect(loginRequestSchema.parse({ username: "demo", password: " Demo@12345 " }).password).toBe(" Demo@12345 ");
  });
});

describe("forgotPasswordRequestSchema", () => {
  it("takes a username and a mobile, written as +98…", () => {
    expect(forgotPasswordRequestSchema.parse({ username: "demo", mobile: "0098 912 345 6789" })).toEqual({
      username: "demo",
      mobile: "+989123456789",
    });
  });

  it("asks for a missing mobile and refuses a wrong one", () => {
    expect(messages(forgotPasswordRequestSchema, { username: "demo", mobile: "" }).mobile?.[0]).toBe(
      "شماره موبایل را وارد کنید",
    );
    expect(messages(forgotPasswordRequestSchema, { username: "demo", mobile: "0912345" })).toEqual({
      mobile: [MOBILE_MESSAGE],
    });
  });

  it("asks for the username", () => {
    expect(messages(forgotPasswordRequestSchema, { username: "", mobile: "09123456789" })).toEqual({
      username: [USERNAME_MESSAGES.required],
    });
  });
});
