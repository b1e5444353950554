import "server-only";
import { NextResponse } from "next/server";
import { MESSAGE_CODES, type FieldErrors } from "../contract/envelope";
import { ERROR_MESSAGES } from "../errors/messages";

const NO_STORE = { "cache-control": "no-store" };

/** An answer in the upstream's own envelope, so the browser reads every failure the same way. */
export function envelopeJson(
  status: number,
  data: unknown,
  meta: { message?: string; message_code?: string; errors?: FieldErrors } = {},
) {
  return NextResponse.json(
    {
      data,
      meta: {
        status: status < 400,
        message: meta.message ?? (status < 400 ? "انجام شد" : ERROR_MESSAGES.sendFailed),
        message_parameters: [],
        message_code: meta.message_code ?? (status < 400 ? MESSAGE_CODES.ok : `${status}-1`),
        ...(meta.errors ? { errors: meta.errors } : {}),
      },
    },
    { status, headers: NO_STORE },
  );
}

/** Passes an upstream failure on as it came: status and body, nothing else. */
export function relayFailure(status: number, body: unknown) {
  return NextResponse.json(body ?? { data: null, meta: { status: false } }, { status, headers: NO_STORE });
}

export const unauthenticated = () =>
  envelopeJson(401, null, { message: "نشست شما به پایان رسیده است. دوباره وارد شوید.", message_code: MESSAGE_CODES.unauthenticated });

export const forbiddenCrossSite = () =>
  envelopeJson(403, null, { message: "درخواست از مبدأ نامعتبر پذیرفته نمی‌شود.", message_code: "403-1" });

export const badPath = () => envelopeJson(404, null, { message: "مسیر درخواست معتبر نیست.", message_code: MESSAGE_CODES.notFound });

export const upstreamDown = () => envelopeJson(502, null, { message: ERROR_MESSAGES.sendFailed, message_code: "502-1" });

export const stepExpired = () =>
  envelopeJson(401, null, { message: "زمان این مرحله به پایان رسیده است. دوباره از ابتدا شروع کنید.", message_code: "400-1" });
