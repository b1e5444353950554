import { recoveryCodeFormSchema } from "@/lib/contract/auth";
import { downloadRecoveryCodes, recoveryCodesFileName, recoveryCodesText } from "@/lib/security/recovery-codes-file";
import { formatRecoveryCode, isRecoveryCode, normalizeRecoveryCode } from "@/lib/validation/recovery-code";

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const CODES = ["k7m2p-x9q4t", "abcde-fgh23", "mnpqr-stuvw", "xyz23-45678", "9abcd-efghj"];

describe("a recovery code typed at sign-in", () => {
  it("is read in any case, with or without the hyphen or spaces, in Persian digits too", () => {
    expect(normalizeRecoveryCode(" K7M2P-X9Q4T ")).toBe("k7m2px9q4t");
    expect(normalizeRecoveryCode("k7m2p x9q4t")).toBe("k7m2px9q4t");
    expect(normalizeRecoveryCode("k۷m۲p‐x۹q۴t")).toBe("k7m2px9q4t");
    expect(isRecoveryCode("k7m2px9q4t")).toBe(true);
    expect(formatRecoveryCode("k7m2px9q4t")).toBe("k7m2p-x9q4t");
  });

  it("is refused beside its field when it is not ten characters of the codes' alphabet", () => {
    const refused = (text: string) => {
      const result = recoveryCodeFormSchema.safeParse({ recovery_code: text });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(refused("")).toBe("کد بازیابی را وارد کنید");
    expect(refused("k7m2p-x9q4")).toBe("کد بازیابی ۱۰ نویسه است، مانند k7m2p-x9q4t");
    // No look-alikes: 0, 1, i, l and o are never in a code.
    expect(refused("k7m2p-x9q40")).not.toBeNull();
    expect(refused("k7m2p-x9qlt")).not.toBeNull();
    expect(refused("K7M2P-X9Q4T")).toBeNull();
  });
});

describe("the recovery codes' file", () => {
  it("says what the codes are for and holds one code a line", () => {
    // Nowruz 1403 at noon, on this machine's clock as on the user's.
    const text = recoveryCodesText(CODES, "demo", new Date(2024, 2, 20, 12, 0, 0));
    const lines = text.split("\n");
    expect(lines[0]).toBe("کدهای بازیابی ورود دومرحله‌ای حساب demo");
    expect(lines[1]).toBe("ساخته‌شده در ۱۴۰۳-۰۱-۰۱ ۱۲:۰۰:۰۰");
    expect(lines.slice(4, 4 + CODES.length)).toEqual(CODES);
    expect(recoveryCodesFileName("demo")).toBe("recovery-codes-demo.txt");
  });

  it("is handed to the browser's downloads as UTF-8 text under the account's name", async () => {
    const blobs: Blob[] = [];
    const created = jest.fn((blob: Blob) => (blobs.push(blob), "blob:recovery"));
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    downloadRecoveryCodes(CODES, "demo", new Date(2024, 2, 20, 12, 0, 0));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe("recovery-codes-demo.txt");
    expect(clicked[0]!.href).toBe("blob:recovery");
    expect(blobs[0]!.type).toBe("text/plain;charset=utf-8");
    const bytes = new Uint8Array(await readBlob(blobs[0]!));
    // The byte-order mark first, so editors read the Persian lines as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    for (const code of CODES) expect(text).toContain(`\n${code}\n`);
    expect(text).toContain("کدهای بازیابی ورود دومرحله‌ای حساب demo");
    click.mockRestore();
  });
});
