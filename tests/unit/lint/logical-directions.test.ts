/** @jest-environment node */
/* eslint-disable panel/logical-directions -- the cases are physical classes on purpose. */
import { RuleTester } from "eslint";
import { logicalDirectionsRule } from "@/lint/logical-directions.mjs";
import { lintTexts } from "./lint-texts";

// The panel is always right to left: its classes name logical sides, and each message names the logical
// class that keeps the same side there (left is the inline end in RTL, right the inline start).

const ruleTester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** The message for a physical class and the logical one that replaces it. */
const physical = (logical: string, what: string, side: string, token: string) =>
  `Use ${logical} (${what}, the ${side} in the RTL panel) instead of ${token}.`;
const reversed = (token: string, kind: string) =>
  `Remove ${token}: Tailwind 4's ${kind}-x-* is logical already, so reversing it under rtl puts the space on the wrong side.`;

/** `<div className="…" />` with the class list as a plain string. */
const jsx = (classes: string) => `<div className="${classes}" />;`;

ruleTester.run("panel/logical-directions", logicalDirectionsRule, {
  valid: [
    // Logical classes, plain and in templates, with variants and negatives.
    jsx("ms-2 me-auto ps-4 pe-0.5 md:ps-6 hover:me-2 -ms-2 md:-me-1"),
    "const c = `flex ps-4 ${wide ? 'pe-8' : 'pe-2'} md:ms-2`;",
    jsx("absolute start-0 -end-2 md:end-0 start-1/2 inset-x-0 inset-y-0 top-0 -bottom-2"),
    jsx("text-start md:text-end text-center text-sm float-start float-end clear-start clear-end"),
    jsx("rounded-s rounded-e-lg rounded-ss-md rounded-se rounded-es-xl rounded-ee-[6px] rounded-lg rounded-t-md"),
    jsx("border-s border-e-2 border-s-primary border-x border-t border-b-2 scroll-ms-2 scroll-pe-4"),
    // Tailwind 4's space-x and divide-x are logical (margin-inline, border-inline) as they are.
    jsx("flex space-x-4 md:space-x-2 divide-x divide-x-2 divide-border"),
    "const c = `flex space-x-2 ${open ? 'a' : 'b'} divide-x`;",
    // Physical words in prose, CSS and code are not class tokens.
    'const hint = "right-click a row to copy it, or left-click to open it";',
    'const note = "Latin text reads left-to-right, top-left first; align left or right";',
    'const css = "border-left: 1px solid; margin-left: 0; padding-right: 2px; text-align: left";',
    'const fa = "برای کپی، روی ردیف right-click کنید (چپ به راست: left-to-right)";',
    'const words = ["left", "right", "text-lefty", "pl-", "ml-two", "rounded-left", "float-leftish"];',
    'const side = { left: 0, right: 1 }; const s = "left" + "-" + "2";',
    "// pl-4 ml-2 left-0 in a comment\nconst x = 1;",
    jsx("size-full object-cover ltr:object-left rtl:object-right"),
    'import page from "./left-2/page";',
  ],
  invalid: [
    // Plain literals: margins and paddings.
    {
      code: jsx("flex pl-4"),
      errors: [
        { message: physical("pe-4", "logical end padding", "left side", "pl-4"), line: 1, column: 22, endColumn: 26 },
      ],
    },
    {
      code: 'const c = "pr-0.5";',
      errors: [{ message: physical("ps-0.5", "logical start padding", "right side", "pr-0.5") }],
    },
    { code: 'const c = "ml-2";', errors: [{ message: physical("me-2", "logical end margin", "left side", "ml-2") }] },
    {
      code: 'const c = "mr-auto";',
      errors: [{ message: physical("ms-auto", "logical start margin", "right side", "mr-auto") }],
    },
    {
      code: 'const c = "pl-[3px]";',
      errors: [{ message: physical("pe-[3px]", "logical end padding", "left side", "pl-[3px]") }],
    },
    {
      code: jsx("pl-4 items-center mr-2"),
      errors: [
        { message: physical("pe-4", "logical end padding", "left side", "pl-4"), column: 17 },
        { message: physical("ms-2", "logical start margin", "right side", "mr-2"), column: 35 },
      ],
    },
    // Template literals, in any quasi.
    {
      code: "const c = `pl-4 ${x}`;",
      errors: [{ message: physical("pe-4", "logical end padding", "left side", "pl-4"), column: 12, endColumn: 16 }],
    },
    {
      code: "const c = `flex ${x} mr-2 ${y} gap-2`;",
      errors: [{ message: physical("ms-2", "logical start margin", "right side", "mr-2"), column: 22 }],
    },
    {
      code: "const c = `text-left`;",
      errors: [{ message: physical("text-end", "logical end alignment", "left side", "text-left") }],
    },
    {
      code: "<div className={`flex pl-4 ${active ? 'font-bold' : ''}`} />;",
      errors: [{ message: physical("pe-4", "logical end padding", "left side", "pl-4") }],
    },
    // Variant prefixes, including rtl:, arbitrary variants and the important mark.
    { code: jsx("md:pl-4"), errors: [{ message: physical("md:pe-4", "logical end padding", "left side", "md:pl-4") }] },
    {
      code: jsx("hover:mr-2"),
      errors: [{ message: physical("hover:ms-2", "logical start margin", "right side", "hover:mr-2") }],
    },
    {
      code: jsx("md:hover:pr-6"),
      errors: [{ message: physical("md:hover:ps-6", "logical start padding", "right side", "md:hover:pr-6") }],
    },
    {
      code: jsx("rtl:ml-2"),
      errors: [{ message: physical("rtl:me-2", "logical end margin", "left side", "rtl:ml-2") }],
    },
    {
      code: jsx("[&>svg]:ml-1"),
      errors: [{ message: physical("[&>svg]:me-1", "logical end margin", "left side", "[&>svg]:ml-1") }],
    },
    { code: jsx("pl-4!"), errors: [{ message: physical("pe-4!", "logical end padding", "left side", "pl-4!") }] },
    { code: jsx("!pr-4"), errors: [{ message: physical("!ps-4", "logical start padding", "right side", "!pr-4") }] },
    // Negatives.
    { code: jsx("-ml-2"), errors: [{ message: physical("-me-2", "logical end margin", "left side", "-ml-2") }] },
    {
      code: jsx("md:-mr-1"),
      errors: [{ message: physical("md:-ms-1", "logical start margin", "right side", "md:-mr-1") }],
    },
    // Rounded corners and sides.
    {
      code: jsx("rounded-l"),
      errors: [{ message: physical("rounded-e", "logical end corners", "left corners", "rounded-l") }],
    },
    {
      code: jsx("rounded-r-lg"),
      errors: [{ message: physical("rounded-s-lg", "logical start corners", "right corners", "rounded-r-lg") }],
    },
    {
      code: jsx("rounded-tl-md"),
      errors: [{ message: physical("rounded-se-md", "logical corner", "top-left corner", "rounded-tl-md") }],
    },
    {
      code: jsx("rounded-tr"),
      errors: [{ message: physical("rounded-ss", "logical corner", "top-right corner", "rounded-tr") }],
    },
    {
      code: jsx("rounded-bl-xl"),
      errors: [{ message: physical("rounded-ee-xl", "logical corner", "bottom-left corner", "rounded-bl-xl") }],
    },
    {
      code: jsx("md:rounded-br-[6px]"),
      errors: [
        { message: physical("md:rounded-es-[6px]", "logical corner", "bottom-right corner", "md:rounded-br-[6px]") },
      ],
    },
    // Borders.
    {
      code: jsx("border-l"),
      errors: [{ message: physical("border-e", "logical end border", "left side", "border-l") }],
    },
    {
      code: jsx("border-r-2"),
      errors: [{ message: physical("border-s-2", "logical start border", "right side", "border-r-2") }],
    },
    {
      code: jsx("border-l-primary/50"),
      errors: [{ message: physical("border-e-primary/50", "logical end border", "left side", "border-l-primary/50") }],
    },
    {
      code: jsx("md:border-r-0"),
      errors: [{ message: physical("md:border-s-0", "logical start border", "right side", "md:border-r-0") }],
    },
    // Scroll margins and paddings.
    {
      code: jsx("scroll-ml-2"),
      errors: [{ message: physical("scroll-me-2", "logical end scroll margin", "left side", "scroll-ml-2") }],
    },
    {
      code: jsx("scroll-pr-4"),
      errors: [{ message: physical("scroll-ps-4", "logical start scroll padding", "right side", "scroll-pr-4") }],
    },
    // Text alignment, float and clear.
    {
      code: jsx("text-right"),
      errors: [{ message: physical("text-start", "logical start alignment", "right side", "text-right") }],
    },
    {
      code: jsx("float-left"),
      errors: [{ message: physical("float-end", "logical end float", "left side", "float-left") }],
    },
    {
      code: jsx("float-right"),
      errors: [{ message: physical("float-start", "logical start float", "right side", "float-right") }],
    },
    {
      code: jsx("clear-left"),
      errors: [{ message: physical("clear-end", "logical end clear", "left side", "clear-left") }],
    },
    {
      code: jsx("clear-right"),
      errors: [{ message: physical("clear-start", "logical start clear", "right side", "clear-right") }],
    },
    // Positions.
    {
      code: jsx("absolute left-0"),
      errors: [{ message: physical("end-0", "logical end position", "left side", "left-0") }],
    },
    {
      code: jsx("right-1/2"),
      errors: [{ message: physical("start-1/2", "logical start position", "right side", "right-1/2") }],
    },
    { code: jsx("-left-2"), errors: [{ message: physical("-end-2", "logical end position", "left side", "-left-2") }] },
    {
      code: jsx("md:right-0"),
      errors: [{ message: physical("md:start-0", "logical start position", "right side", "md:right-0") }],
    },
    {
      code: jsx("left-[10px]"),
      errors: [{ message: physical("end-[10px]", "logical end position", "left side", "left-[10px]") }],
    },
    {
      code: jsx("right-px"),
      errors: [{ message: physical("start-px", "logical start position", "right side", "right-px") }],
    },
    {
      code: jsx("left-(--drawer-offset)"),
      errors: [
        { message: physical("end-(--drawer-offset)", "logical end position", "left side", "left-(--drawer-offset)") },
      ],
    },
    // A reverse under rtl: would flip the logical space-x / divide-x to the wrong side.
    {
      code: jsx("flex space-x-4 rtl:space-x-reverse"),
      errors: [{ message: reversed("rtl:space-x-reverse", "space") }],
    },
    {
      code: "const c = `flex divide-x ${x} md:rtl:divide-x-reverse`;",
      errors: [{ message: reversed("md:rtl:divide-x-reverse", "divide") }],
    },
  ],
});

describe("the panel's ESLint config", () => {
  it("applies the logical-directions rule to TypeScript and TSX files", () => {
    const [tsx, ts] = lintTexts([
      {
        filePath: "components/ui/new-part.tsx",
        code: "export const Part = ({ x }: { x: string }) => <div className={`pl-4 ${x}`} />;\n",
      },
      { filePath: "lib/ui/new-classes.ts", code: 'export const classes = "flex md:-mr-1";\n' },
    ]);
    const ruleMessages = (messages: typeof tsx) =>
      (messages ?? []).filter((m) => m.ruleId === "panel/logical-directions").map((m) => m.message);
    expect(ruleMessages(tsx)).toEqual([physical("pe-4", "logical end padding", "left side", "pl-4")]);
    expect(ruleMessages(ts)).toEqual([physical("md:-ms-1", "logical start margin", "right side", "md:-mr-1")]);
  });
});
