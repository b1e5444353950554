/** @jest-environment node */
import { followText, newVariable, withoutVariable, type EditorVariable } from "@/lib/patterns/follow-text";

const code: EditorVariable = { name: "code", type: "integer", len: 6 };
const shop: EditorVariable = { name: "shop", type: "string", len: 20 };

describe("followText", () => {
  it("keeps the list itself when the text still has exactly its variables", () => {
    const list = [code, shop];
    expect(followText("کد %code% از %shop%", list)).toBe(list);
  });

  it("picks up a variable typed by hand with the defaults, after the others", () => {
    expect(followText("کد %code% برای %name%", [code])).toEqual([code, { name: "name", type: "string", len: 40 }]);
  });

  it("lets a variable removed from the text leave the list, the others keeping their settings", () => {
    expect(followText("کد %code%", [code, shop])).toEqual([code]);
  });

  it("keeps a name the rules refuse while the text has it, so it is refused beside its field", () => {
    const spaced: EditorVariable = { name: "my code", type: "string", len: 10 };
    expect(followText("کد %my code%", [spaced])).toEqual([spaced]);
    // A Persian name typed by hand is picked up, to be refused beside its field too.
    expect(followText("کد %کد%", [])).toEqual([newVariable("کد")]);
  });

  it("keeps both entries of a duplicated name", () => {
    expect(followText("%code% و %code%", [code, { ...code, type: "string" }])).toHaveLength(2);
  });
});

describe("withoutVariable", () => {
  it("removes every use of the variable with the space before it", () => {
    expect(withoutVariable("کد %code% و باز %code%.", "code")).toBe("کد و باز.");
    expect(withoutVariable("%code% کد", "code")).toBe(" کد");
    expect(withoutVariable("%codes% %code%", "code")).toBe("%codes%");
  });
});
