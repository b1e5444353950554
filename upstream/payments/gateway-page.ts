import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { groupCard } from "@/lib/validation/bank-account";

/**
 * The simulated bank gateway's pages: self-contained Persian HTML (inline style only, no script,
 * no outside resource), clearly marked as a test gateway.
 */

/** The cards the test gateway knows, listed on its page. */
export const TEST_CARDS = {
  /** Pays. */
  success: "6219861111111117",
  /** Declined: the card's balance is not enough. */
  insufficient: "6104332222222225",
} as const;

type GatewayField = "pan" | "cvv2" | "month" | "year" | "pin";
export type GatewayErrors = Partial<Record<GatewayField | "form", string>>;

export interface GatewayView {
  authority: string;
  merchant: string;
  /** What the payer pays: amount and tax. */
  total: number;
  paymentId: number;
  description: string | null;
  nonce: string;
  /** The card number as typed, kept when the page comes back with an error. */
  pan?: string;
  month?: string;
  year?: string;
  errors?: GatewayErrors;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Only the page's own inline style (by its nonce) and its own form; the form may lead back to the merchant. */
export function gatewayCsp(nonce: string, formTargets: string[] = []): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'none'",
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#eef2f7;color:#1c2434;line-height:1.8}
.test{background:#b42318;color:#fff;text-align:center;padding:8px 12px;font-weight:700;letter-spacing:0}
.wrap{max-width:720px;margin:24px auto;padding:0 12px}
.card{background:#fff;border-radius:14px;box-shadow:0 4px 18px rgba(20,40,80,.08);overflow:hidden}
.head{background:linear-gradient(90deg,#0b3d91,#1456c2);color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.head h1{font-size:18px;margin:0}
.head span{font-size:13px;opacity:.9}
.info{display:grid;grid-template-columns:1fr 1fr;gap:8px 16px;padding:16px 20px;border-bottom:1px solid #e4e9f2;font-size:14px}
.info dt{color:#5b6475}
.info dd{margin:0;font-weight:700}
.amount{color:#0b3d91;font-size:18px}
form{padding:16px 20px}
label{display:block;font-size:14px;margin-bottom:4px;color:#374151}
.row{margin-bottom:14px}
.pair{display:flex;gap:8px}
input{width:100%;height:40px;border:1px solid #c9d2e0;border-radius:8px;padding:0 10px;font-size:16px;direction:ltr;text-align:left;background:#fbfcfe}
input:focus{outline:2px solid #1456c2;border-color:#1456c2}
input[aria-invalid=true]{border-color:#b42318}
.err{color:#b42318;font-size:13px;margin-top:2px}
.form-err{background:#fdecea;color:#8a1c12;border-radius:8px;padding:8px 12px;margin-bottom:14px}
.actions{display:flex;gap:10px;margin-top:6px}
button{height:42px;border:0;border-radius:8px;font-size:16px;font-family:inherit;cursor:pointer;padding:0 20px}
.pay{background:#0f7b3f;color:#fff;flex:1}
.cancel{background:#e4e9f2;color:#1c2434}
.cards{margin:0 20px 20px;border:1px dashed #c9a227;background:#fffbeb;border-radius:10px;padding:10px 14px;font-size:13px}
.cards h2{font-size:14px;margin:0 0 4px}
.cards ul{margin:0;padding-inline-start:18px}
.num{direction:ltr;unicode-bidi:embed;font-family:monospace;font-size:14px}
.msg{padding:16px 20px}
.back{display:inline-block;background:#0b3d91;color:#fff;border-radius:8px;padding:8px 18px;text-decoration:none}
.note{text-align:center;color:#5b6475;font-size:12px;margin:14px 0}
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<div class="test" role="note">درگاه پرداخت آزمایشی — هیچ پول واقعی جابه‌جا نمی‌شود</div>
<main class="wrap">
${body}
</main>
</body>
</html>`;
}

const rials = (amount: number) => `${groupDigits(amount)} ریال`;

function field(view: GatewayView, name: GatewayField, label: string, attrs: string, value = ""): string {
  const error = view.errors?.[name];
  const id = `f-${name}`;
  return `<div class="row">
<label for="${id}">${label}</label>
<input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${id}-err"` : ""}>
${error ? `<div class="err" id="${id}-err">${escapeHtml(error)}</div>` : ""}
</div>`;
}

/** The payment form, with the test cards listed under it. */
export function renderGatewayPage(view: GatewayView): string {
  const action = `/gateway/${encodeURIComponent(view.authority)}`;
  const monthYearError = view.errors?.month ?? view.errors?.year;
  const body = `<section class="card" aria-labelledby="title">
<div class="head"><h1 id="title">درگاه پرداخت اینترنتی</h1><span>پرداخت شمارهٔ ${toPersianDigits(view.paymentId)}</span></div>
<dl class="info">
<dt>پذیرنده</dt><dd>${escapeHtml(view.merchant)}</dd>
<dt>مبلغ قابل پرداخت</dt><dd class="amount">${rials(view.total)}</dd>
${view.description ? `<dt>توضیح</dt><dd>${escapeHtml(view.description)}</dd>` : ""}
</dl>
<form method="post" action="${action}/pay" autocomplete="off" novalidate>
${view.errors?.form ? `<div class="form-err" role="alert">${escapeHtml(view.errors.form)}</div>` : ""}
${field(view, "pan", "شماره کارت", 'inputmode="numeric" maxlength="19" placeholder="۱۶ رقم روی کارت"', view.pan ?? "")}
${field(view, "cvv2", "CVV2", 'inputmode="numeric" maxlength="4" type="password"')}
<div class="row">
<label for="f-month">تاریخ انقضا (ماه / سال)</label>
<div class="pair">
<input id="f-month" name="month" inputmode="numeric" maxlength="2" placeholder="ماه" aria-label="ماه انقضا" value="${escapeHtml(view.month ?? "")}"${view.errors?.month ? ' aria-invalid="true"' : ""}>
<input id="f-year" name="year" inputmode="numeric" maxlength="2" placeholder="سال" aria-label="سال انقضا" value="${escapeHtml(view.year ?? "")}"${view.errors?.year ? ' aria-invalid="true"' : ""}>
</div>
${monthYearError ? `<div class="err">${escapeHtml(monthYearError)}</div>` : ""}
</div>
${field(view, "pin", "رمز دوم (رمز پویا)", 'inputmode="numeric" maxlength="12" type="password"')}
<div class="actions">
<button class="pay" type="submit">پرداخت</button>
<button class="cancel" type="submit" formaction="${action}/cancel" formnovalidate>انصراف</button>
</div>
</form>
<div class="cards">
<h2>کارت‌های آزمایشی این درگاه</h2>
<ul>
<li>پرداخت موفق: <span class="num">${groupCard(TEST_CARDS.success)}</span></li>
<li>رد به‌دلیل کافی نبودن موجودی: <span class="num">${groupCard(TEST_CARDS.insufficient)}</span></li>
</ul>
با هر CVV2 سه یا چهار رقمی، هر ماه و سالی و هر رمز پویای ۵ تا ۱۲ رقمی. کارت معتبر دیگری هم پرداخت را انجام می‌دهد.
</div>
</section>
<p class="note">این صفحه بخشی از نسخهٔ نمونهٔ سرویس است و به هیچ بانکی وصل نیست.</p>`;
  return page("درگاه پرداخت آزمایشی", view.nonce, body);
}

/** A page with a short message: an unknown payment, or one already settled with the way back. */
export function renderGatewayMessage(nonce: string, input: { title: string; message: string; back?: string }): string {
  const body = `<section class="card">
<div class="head"><h1>${escapeHtml(input.title)}</h1></div>
<div class="msg">
<p>${escapeHtml(input.message)}</p>
${input.back ? `<a class="back" href="${escapeHtml(input.back)}">بازگشت به سایت پذیرنده</a>` : ""}
</div>
</section>`;
  return page(input.title, nonce, body);
}
