/**
 * Finds the tags of a few elements in XML that arrives in pieces, without building the whole
 * document. It reads the way the sheet reader's parser (saxen inside read-excel-file) can read, or
 * wider: a tag is `<` and a name (any namespace prefix) up to the first `>`, wherever it stands,
 * and its attribute values are decoded as that parser decodes them. Optionally every occurrence of
 * one attribute anywhere in the text is reported too, so that an attribute the parser would give an
 * element is never missed even where the tag's bounds are read differently.
 */

/** No real spreadsheet writes a tag this long; beyond it the file is not read further. */
const MAX_TAG_LENGTH = 64 * 1024;
/** Longest attribute value reported for the attribute found anywhere; a longer one is refused. */
const MAX_LOOSE_VALUE_LENGTH = 128;
/** Text kept back at the end of each piece so that nothing spanning two pieces is cut. */
const KEEP_BACK = 2 * MAX_LOOSE_VALUE_LENGTH;

export interface XmlTagHandler {
  /** An opening tag of one of the elements asked for: its local name (no namespace prefix) and its text from `<` to the first `>`; false stops the reading. */
  tag(name: string, text: string): boolean;
  /** A value of the loose attribute, decoded; false stops the reading. */
  looseValue?(value: string): boolean;
  /** A tag longer than MAX_TAG_LENGTH or a loose attribute value longer than MAX_LOOSE_VALUE_LENGTH. */
  oversized(): void;
}

const ENTITY = /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi;
const NAMED_ENTITIES = new Map(
  Object.entries({
    amp: "&",
    apos: "'",
    gt: ">",
    lt: "<",
    quot: '"',
    AMP: "&",
    APOS: "'",
    GT: ">",
    LT: "<",
    QUOT: '"',
  }),
);

/** Character references and the five named entities, decoded exactly as the sheet reader's parser does. */
export function decodeXmlValue(value: string): string {
  if (value.length <= 3 || !value.includes("&")) return value;
  return value.replace(ENTITY, (_entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES.get(name) ?? `&${name};`;
    return String.fromCharCode(decimal ? Number(decimal) : parseInt(hex!, 16));
  });
}

const ATTRIBUTE_PATTERNS = new Map<string, RegExp>();

/** Every value (decoded) of the attribute with this local name in a tag's text, in order. */
export function attributeValues(tagText: string, localName: string): string[] {
  let pattern = ATTRIBUTE_PATTERNS.get(localName);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w.-])(?:[A-Za-z_][\\w.-]*:)?${localName}=(?:"([^"]*)"|'([^']*)')`, "g");
    ATTRIBUTE_PATTERNS.set(localName, pattern);
  }
  const values: string[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(tagText); match; match = pattern.exec(tagText))
    values.push(decodeXmlValue(match[1] ?? match[2] ?? ""));
  return values;
}

/** The elements whose opening tags are wanted, and the attribute wanted anywhere. */
export interface XmlTagChoice {
  elements: readonly string[];
  looseAttribute?: string;
}

const PREFIX = "(?:[A-Za-z_][\\w.-]{0,63}:)?";

export class XmlTagReader {
  private readonly pattern: RegExp;
  private carry = "";
  /** Whether the carried text starts with one character already read (kept for what precedes a match). */
  private carriesLookBehind = false;
  private stopped = false;

  constructor(
    choice: XmlTagChoice,
    private readonly handler: XmlTagHandler,
  ) {
    const tag = `<${PREFIX}(${choice.elements.join("|")})(?=[\\s/>])`;
    const value = `{0,${MAX_LOOSE_VALUE_LENGTH}}`;
    const loose = choice.looseAttribute
      ? `|(?<![\\w.-])${choice.looseAttribute}=(?:"([^"]${value})"|'([^']${value})'|["'])`
      : "";
    this.pattern = new RegExp(tag + loose, "g");
  }

  /** Reads the next piece; answers false once reading stopped (asked to, or an oversized part). */
  write(piece: string, final: boolean): boolean {
    if (this.stopped) return false;
    const text = this.carry + piece;
    const limit = final ? text.length : text.length - KEEP_BACK;
    const pattern = this.pattern;
    const skip = this.carriesLookBehind ? 1 : 0;
    pattern.lastIndex = skip;
    let resumeAt = Math.max(limit, skip);

    for (let match = pattern.exec(text); match && match.index < limit; match = pattern.exec(text)) {
      const name = match[1];
      if (name !== undefined) {
        const end = text.indexOf(">", match.index);
        if (end < 0) {
          if (final) break;
          if (text.length - match.index > MAX_TAG_LENGTH) return this.oversized();
          resumeAt = match.index;
          break;
        }
        if (end - match.index > MAX_TAG_LENGTH) return this.oversized();
        if (!this.handler.tag(name, text.slice(match.index, end + 1))) return this.stop();
        // What lies inside the tag is its attributes, read with it: not looked at again.
        pattern.lastIndex = end + 1;
      } else if (this.handler.looseValue) {
        const value = match[2] ?? match[3];
        if (value === undefined) return this.oversized();
        if (!this.handler.looseValue(decodeXmlValue(value))) return this.stop();
      }
      resumeAt = Math.max(resumeAt, pattern.lastIndex);
    }

    if (final) return this.stop();
    // The character before the resumption point goes along (the next matches look behind at it) but is not read again.
    const from = Math.max(resumeAt - 1, 0);
    this.carry = text.slice(from);
    this.carriesLookBehind = from < resumeAt;
    return true;
  }

  private stop(): false {
    this.stopped = true;
    this.carry = "";
    return false;
  }

  private oversized(): false {
    this.handler.oversized();
    return this.stop();
  }
}
