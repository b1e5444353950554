// The panel is always right to left, so its Tailwind classes name logical sides (ms/me, ps/pe, start/end,
// text-start, rounded-s, border-e, float-start…), never physical ones. This rule reads every string and
// template literal as a class list: whitespace-separated tokens, each optional variants (`md:`, `hover:`,
// `[&>svg]:`), an optional `-` and `!`, then the utility. Only whole tokens whose value is a Tailwind value
// (a number, fraction, `px`, `auto`, `full`, a named size, `[…]` or `(--var)`) count, so prose such as
// "right-click" or "left-to-right" never does. Each message names the logical class that keeps the same side
// in the RTL panel (pl-4 is the left, that is the end, side there: pe-4). Tailwind 4's space-x-* and
// divide-x-* are logical already (margin-inline, border-inline), so an rtl:space-x-reverse or
// rtl:divide-x-reverse would put the space on the wrong side: those are what this rule refuses there.

/** A Tailwind value: number or fraction, px, auto, full, a named size, an arbitrary `[…]` or `(--var)`. */
const VALUE = String.raw`(?:\d+(?:\.\d+)?(?:\/\d+)?|px|auto|full|screen|none|xs|sm|md|lg|xl|[2-9]xl|\[[^\s\]]+\]|\(--[\w-]+\))`;
/** A border colour (`border-l-primary`, `border-l-red-500/50`) besides the widths above. */
const COLOR = String.raw`(?:[a-z]+(?:-[a-z0-9]+)*(?:\/\d+)?)`;

/** The side each physical one is in the RTL panel: left is the inline end, right the inline start. */
const SIDE = { l: "e", r: "s", left: "end", right: "start" };
/** Physical corners to logical ones in RTL: top-left is the block-start inline-end corner (se), and so on. */
const CORNER = { l: "e", r: "s", tl: "se", tr: "ss", bl: "ee", br: "es" };
const CORNER_NAME = {
  l: "left corners",
  r: "right corners",
  tl: "top-left corner",
  tr: "top-right corner",
  bl: "bottom-left corner",
  br: "bottom-right corner",
};
const SIDE_NAME = { l: "left side", r: "right side", left: "left side", right: "right side" };
const LOGICAL_NAME = { e: "end", s: "start", end: "end", start: "start" };

/**
 * Each physical family: the utility's pattern (anchored; groups named `side` and `value`), the logical
 * utility for a match, what it is called and which physical side it stands for.
 */
const FAMILIES = [
  {
    pattern: new RegExp(String.raw`^(?<kind>scroll-m|scroll-p|m|p)(?<side>[lr])-(?<value>${VALUE})$`),
    logical: (g) => `${g.kind}${SIDE[g.side]}-${g.value}`,
    what: (g) =>
      `logical ${LOGICAL_NAME[SIDE[g.side]]} ${g.kind.startsWith("scroll") ? "scroll " : ""}${g.kind.endsWith("m") ? "margin" : "padding"}`,
    physical: (g) => SIDE_NAME[g.side],
  },
  {
    pattern: new RegExp(String.raw`^(?<side>left|right)-(?<value>${VALUE})$`),
    logical: (g) => `${SIDE[g.side]}-${g.value}`,
    what: (g) => `logical ${SIDE[g.side]} position`,
    physical: (g) => SIDE_NAME[g.side],
  },
  {
    pattern: /^(?<kind>text|float|clear)-(?<side>left|right)$/,
    logical: (g) => `${g.kind}-${SIDE[g.side]}`,
    what: (g) => `logical ${SIDE[g.side]} ${{ text: "alignment", float: "float", clear: "clear" }[g.kind]}`,
    physical: (g) => SIDE_NAME[g.side],
  },
  {
    pattern: new RegExp(String.raw`^rounded-(?<side>l|r|tl|tr|bl|br)(?:-(?<value>${VALUE}))?$`),
    logical: (g) => `rounded-${CORNER[g.side]}${g.value ? `-${g.value}` : ""}`,
    what: (g) => `logical ${g.side.length === 1 ? `${LOGICAL_NAME[CORNER[g.side]]} corners` : "corner"}`,
    physical: (g) => CORNER_NAME[g.side],
  },
  {
    pattern: new RegExp(String.raw`^border-(?<side>[lr])(?:-(?<value>${VALUE}|${COLOR}))?$`),
    logical: (g) => `border-${SIDE[g.side]}${g.value ? `-${g.value}` : ""}`,
    what: (g) => `logical ${LOGICAL_NAME[SIDE[g.side]]} border`,
    physical: (g) => SIDE_NAME[g.side],
  },
];

/** `space-x-reverse` / `divide-x-reverse`: a mistake under `rtl:` now that both are logical. */
const REVERSE = /^(?<kind>space|divide)-x-reverse$/;

/** Splits `md:hover:[&>svg]:-pl-4!` into its variants and the rest, leaving colons inside brackets alone. */
function splitVariants(token) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if ((char === "]" || char === ")") && depth > 0) depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return { variants: parts, utility: token.slice(start) };
}

/** A class token taken apart: variants, leading/trailing `!`, negative sign and the bare utility. */
function parseToken(token) {
  const { variants, utility } = splitVariants(token);
  const match = /^(?<lead>!?)(?<negative>-?)(?<bare>[a-z].*?)(?<trail>!?)$/.exec(utility);
  if (!match?.groups) return null;
  const { lead, negative, bare, trail } = match.groups;
  const rebuild = (logical) => [...variants, `${lead}${negative}${logical}${trail}`].join(":");
  return { variants, bare, rebuild };
}

/** Every whitespace-separated token of a string with its offset. */
function tokensOf(text) {
  return [...text.matchAll(/\S+/g)].map((match) => ({ token: match[0], index: match.index }));
}

/** The problem with one class token, or null: the message id and its data. */
function checkToken(token) {
  const parsed = parseToken(token);
  if (!parsed) return null;
  for (const family of FAMILIES) {
    const groups = family.pattern.exec(parsed.bare)?.groups;
    if (!groups) continue;
    return {
      messageId: "physical",
      data: {
        token,
        logical: parsed.rebuild(family.logical(groups)),
        what: family.what(groups),
        physical: family.physical(groups),
      },
    };
  }
  const reverse = REVERSE.exec(parsed.bare)?.groups;
  if (!reverse || !parsed.variants.includes("rtl")) return null;
  return { messageId: "rtlReverse", data: { token, kind: reverse.kind } };
}

/** @type {import("eslint").Rule.RuleModule} */
export const logicalDirectionsRule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Tailwind classes in the RTL panel use logical directions (ms/me, ps/pe, start/end, text-start, rounded-s/e, border-s/e, float-start/end).",
    },
    schema: [],
    messages: {
      physical: "Use {{logical}} ({{what}}, the {{physical}} in the RTL panel) instead of {{token}}.",
      rtlReverse:
        "Remove {{token}}: Tailwind 4's {{kind}}-x-* is logical already, so reversing it under rtl puts the space on the wrong side.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** Reports each physical token of `text`, which starts at source offset `start` when known. */
    function check(node, text, start) {
      for (const { token, index } of tokensOf(text)) {
        const problem = checkToken(token);
        if (!problem) continue;
        const loc =
          start === null
            ? node.loc
            : {
                start: sourceCode.getLocFromIndex(start + index),
                end: sourceCode.getLocFromIndex(start + index + token.length),
              };
        context.report({ node, loc, ...problem });
      }
    }

    return {
      Literal(node) {
        if (typeof node.value !== "string") return;
        // Exact columns when the source spells the string as is (no escapes).
        const start = node.raw === `${node.raw[0]}${node.value}${node.raw[0]}` ? node.range[0] + 1 : null;
        check(node, node.value, start);
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? node.value.raw;
        const opener = sourceCode.text.slice(node.range[0], node.range[0] + 1);
        const start = text === node.value.raw && (opener === "`" || opener === "}") ? node.range[0] + 1 : null;
        check(node, text, start);
      },
    };
  },
};

/** The panel's own lint rules, registered in eslint.config.mjs as the `panel` plugin. */
export const panelPlugin = {
  meta: { name: "panel" },
  rules: { "logical-directions": logicalDirectionsRule },
};
