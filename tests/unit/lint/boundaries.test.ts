/** @jest-environment node */
import { lintTexts } from "./lint-texts";

// The house rules about who may import what, as `npm test`'s lint stage applies them.
const CASES = {
  crossArea: {
    filePath: "components/inbox/new-part.tsx",
    code: 'import { ContactsHome } from "@/components/contacts/contacts-home";\nexport const x = ContactsHome;\n',
  },
  crossAreaRelative: {
    filePath: "components/reports/new-part.tsx",
    code: 'import { ContactsHome } from "../contacts/contacts-home";\nexport const x = ContactsHome;\n',
  },
  ownAndShared: {
    filePath: "components/inbox/new-part.tsx",
    code: 'import { Button } from "@/components/ui/button";\nimport { PageWrapper } from "@/components/layout/page-wrapper";\nimport { InboxPanel } from "./inbox-panel";\nexport const x = [Button, PageWrapper, InboxPanel];\n',
  },
  uiToApi: {
    filePath: "components/ui/new-part.tsx",
    code: 'import { useSenderLines } from "@/lib/api/numbers";\nexport const x = useSenderLines;\n',
  },
  libToComponents: {
    filePath: "lib/send/new-rule.ts",
    code: 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n',
  },
  browserToBff: {
    filePath: "components/send/new-part.tsx",
    code: 'import { requestUpstream } from "@/lib/bff/upstream-client.mjs";\nexport const x = requestUpstream;\n',
  },
  upstreamToApi: {
    filePath: "upstream/routes/new-route.ts",
    code: 'import { apiGet } from "@/lib/api/client";\nexport const x = apiGet;\n',
  },
};

const names = Object.keys(CASES) as (keyof typeof CASES)[];
const boundaryErrors = Object.fromEntries(
  lintTexts(names.map((name) => CASES[name])).map((messages, i) => [
    names[i],
    messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message),
  ]),
) as Record<keyof typeof CASES, string[]>;

describe("import boundaries", () => {
  it("refuse an area's component reaching into another area's, with the way out in the message", () => {
    expect(boundaryErrors.crossArea).toHaveLength(1);
    expect(boundaryErrors.crossArea[0]).toMatch(/move what areas share into components\/ui/);
  });

  it("refuse it in relative form too", () => {
    expect(boundaryErrors.crossAreaRelative).toHaveLength(1);
  });

  it("let an area use its own parts, components/ui and components/layout", () => {
    expect(boundaryErrors.ownAndShared).toEqual([]);
  });

  it("keep design-system parts from the API, lib from components, browser code from the BFF, the upstream from the panel", () => {
    expect(boundaryErrors.uiToApi).toHaveLength(1);
    expect(boundaryErrors.libToComponents).toHaveLength(1);
    expect(boundaryErrors.browserToBff).toHaveLength(1);
    expect(boundaryErrors.upstreamToApi).toHaveLength(1);
  });
});
