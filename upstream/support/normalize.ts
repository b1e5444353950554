import { toLatinDigits } from "@/lib/validation/digits";

/**
 * Persian text as the support searches compare it: the FAQ's stored `search_text`, what a user
 * types into `ticket/ai` or `faq/list`, and the words of a ticket list's `q`. Two spellings a
 * Persian reader takes for the same word become the same string.
 */

/**
 * Letters written two ways: Arabic ي/ى and ك as Persian ی and ک, ة and ۀ as ه, أ إ آ ٱ as ا
 * (people write «آدرس» and «ادرس» alike), ؤ as و. The SQL mirror (`foldedSql`) reads this table too.
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  "\u064a": "\u06cc", // ي → ی
  "\u0649": "\u06cc", // ى → ی
  "\u0643": "\u06a9", // ك → ک
  "\u0629": "\u0647", // ة → ه
  "\u06c0": "\u0647", // ۀ → ه
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0624": "\u0648", // ؤ → و
};

/** Harakat, tanwin, shadda, sukun, superscript alef and tatweel: dropped. */
const MARK_CHARS = "\u064b-\u065f\u0670\u0640";
const MARKS = new RegExp(`[${MARK_CHARS}]`, "g");
/** Zero-width non-joiner and joiner, direction marks, and no-break or narrow spaces: a space. */
const SPACE_CHARS = "\u200b-\u200f\u00a0\u202f\u2009\u2007\u2060\ufeff";
const INVISIBLE_SPACES = new RegExp(`[${SPACE_CHARS}]`, "g");
const LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

/** Letters folded, marks dropped, digits Latin, lower case; spacing and punctuation as they were. */
function folded(text: string): string {
  return toLatinDigits(
    text
      .normalize("NFKC")
      .replace(MARKS, "")
      .replace(LETTERS, (ch) => LETTER_FOLDS[ch]!)
      .replace(INVISIBLE_SPACES, " "),
  ).toLowerCase();
}

/**
 * Text as it is searched: folded (`LETTER_FOLDS`, marks dropped, Persian and Arabic digits Latin,
 * lower case), half-spaces and punctuation made spaces, spaces collapsed.
 */
export function normalizeForSearch(text: string): string {
  return folded(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Words too common to tell one question from another: function words, pronouns and their suffixes
 * once a half-space splits them off («پیامک‌ها» → «پیامک» «ها»), the auxiliaries of «می‌خواهم
 * بدانم…», and greetings. Written normalised (ی, ک, ا for آ).
 */
const STOP_WORDS = new Set(
  normalizeForSearch(
    `از به با در بر برای تا که را و یا هم نیز اما ولی اگر چون زیرا پس بعد قبل روی زیر بین مثل مانند
    این آن اینجا آنجا همین همان چنین چنان هر همه هیچ یک یکی دیگر دیگری چند چندین برخی بعضی
    من تو او ما شما آنها ایشان خود خودم خودمان خودتان ام ات اش مان تان شان ای ها های هایی هایم هایمان
    است هست هستم هستند هستیم نیست نیستم بود بودم بودند باشد باشم باشند شد شده شود شوم شوند میشود
    می نمی همی ن کرد کردم کردیم کرده کردن کند کنم کنید کنیم کنند میکنم میکند نمیکنم نمیکند
    دارم داری دارد داریم دارید دارند داشتم داشت نداریم ندارم ندارد خواهم خواهد میخواهم میخواهیم خواستم
    باید نباید میتوان میتوانم میتوانیم نمیتوانم توان توانم تواند بتوانم بخواهم بدانم بدونم
    آیا چه چی چیست چرا چطور چطوری چگونه چگونگی کجا کی کدام چقدر چند
    سلام درود وقت بخیر خسته نباشید لطفا لطفاً ممنون ممنونم مرسی سپاس متشکرم تشکر باتشکر احترام
    the a an is are was to of in on for and or how what why can i my we you it do does not`,
  ).split(" "),
);

/**
 * The words of a question that can tell FAQ entries apart: normalised, stop words and lone letters
 * dropped, each once, in the order typed, at most `max`.
 */
export function searchTerms(text: string, max = 24): string[] {
  const terms: string[] = [];
  for (const word of normalizeForSearch(text).split(" ")) {
    if (word.length < 2 || STOP_WORDS.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === max) break;
  }
  return terms;
}

/** Every character of a class such as `\u064b-\u065f\u0670`, ranges spelled out. */
function charsOf(charClass: string): string[] {
  const out: string[] = [];
  for (const [, from, to] of charClass.matchAll(/(.)(?:-(.))?/gsu)) {
    for (let code = from!.codePointAt(0)!; code <= (to ?? from)!.codePointAt(0)!; code += 1) {
      out.push(String.fromCodePoint(code));
    }
  }
  return out;
}

/**
 * The folding as PostgreSQL's `translate(text, from, to)` does it (digits, letters, invisible
 * spaces mapped; marks, the characters `from` holds past `to`'s length, deleted), for text searched
 * in the database where no normalised copy is stored; `lower()` is applied beside it.
 */
export const SQL_FOLD = (() => {
  const from: string[] = [];
  const to: string[] = [];
  for (let d = 0; d < 10; d += 1) {
    from.push(String.fromCharCode(0x06f0 + d), String.fromCharCode(0x0660 + d));
    to.push(String(d), String(d));
  }
  for (const [letter, as] of Object.entries(LETTER_FOLDS)) {
    from.push(letter);
    to.push(as);
  }
  for (const space of charsOf(SPACE_CHARS)) {
    from.push(space);
    to.push(" ");
  }
  from.push(...charsOf(MARK_CHARS));
  return { from: from.join(""), to: to.join("") };
})();
