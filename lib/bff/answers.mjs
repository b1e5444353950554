// @ts-check
// Plain ESM: the BFF's own answers, in the upstream's envelope, for the custom server's proxy and
// the Next route handlers alike.

/** @typedef {{ status: number, message: string, code: string }} BffAnswer */

const SEND_FAILED = "خطا در ارسال اطلاعات";

/** Every failure the BFF answers itself, with its status, Persian message and code. */
export const BFF_ANSWERS = /** @type {const} */ ({
  badFraming: { status: 400, message: "درخواست معتبر نیست.", code: "400-1" },
  invalidJson: { status: 422, message: "درخواست معتبر نیست", code: "422-1" },
  badPath: { status: 404, message: "مسیر درخواست معتبر نیست.", code: "404-1" },
  badMethod: { status: 405, message: "این نوع درخواست پذیرفته نمی‌شود.", code: "405-1" },
  crossSite: { status: 403, message: "درخواست از مبدأ نامعتبر پذیرفته نمی‌شود.", code: "403-1" },
  unauthenticated: { status: 401, message: "نشست شما به پایان رسیده است. دوباره وارد شوید.", code: "401-1" },
  stepExpired: { status: 401, message: "زمان این مرحله به پایان رسیده است. دوباره از ابتدا شروع کنید.", code: "400-1" },
  tooLarge: { status: 413, message: "حجم درخواست بیش از حد مجاز است", code: "413-1" },
  tooManyCalls: {
    status: 429,
    message: "درخواست‌های هم‌زمان شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید.",
    code: "429-1",
  },
  failed: { status: 500, message: SEND_FAILED, code: "500-1" },
  upstreamDown: { status: 502, message: SEND_FAILED, code: "502-1" },
  upstreamSilent: { status: 504, message: SEND_FAILED, code: "504-1" },
});

/**
 * The envelope of an answer: `{data, meta: {status, message, message_parameters, message_code, errors?}}`.
 *
 * @param {number} status
 * @param {unknown} data
 * @param {{ message?: string, message_code?: string, errors?: Record<string, string[]> }} [meta]
 */
export function envelopeBody(status, data, meta = {}) {
  const ok = status < 400;
  return {
    data,
    meta: {
      status: ok,
      message: meta.message ?? (ok ? "انجام شد" : SEND_FAILED),
      message_parameters: [],
      message_code: meta.message_code ?? (ok ? "200-1" : `${status}-1`),
      ...(meta.errors ? { errors: meta.errors } : {}),
    },
  };
}

/**
 * The envelope of one of the BFF's own failures.
 *
 * @param {BffAnswer} answer
 */
export function failureBody(answer) {
  return envelopeBody(answer.status, null, { message: answer.message, message_code: answer.code });
}
