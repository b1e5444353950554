import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { buildZip } from "../unit/files/recipients/support/zip-file";
import { xlsxEntries } from "../unit/files/recipients/support/xlsx-file";
import { baseUrl, devAccount, sessionToken } from "./support/client";
import { fileSend, local, postFileSend } from "./support/file-sending";
import { createPhonebook, phonebookCount, phonebookOwner, postImport } from "./support/phonebooks";
import { listedIds } from "./support/reports";
import { creditOf, ledgerOf, mobiles, SHARED_LINE } from "./support/sending";

const CREDIT = 1_000_000;

/** A spreadsheet of a couple of KB whose cells sit where the sheet reader would build millions of empty ones first. */
function sparseSheet(cells: string): Uint8Array {
  return buildZip(
    xlsxEntries(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  );
}

const [first, second] = mobiles(2).map(local);
/** The only numbers sit in cell A1 and in cell A200000000. */
const FAR_ROW = sparseSheet(
  `<row r="1"><c r="A1" t="inlineStr"><is><t>${first}</t></is></c></row><row r="200000000"><c r="A200000000" t="inlineStr"><is><t>${second}</t></is></c></row>`,
);
/** Every row has a number in column A and one cell past XFD. */
const FAR_COLUMN = sparseSheet(
  Array.from(
    { length: 50 },
    (_, i) =>
      `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${first}</t></is></c><c r="XFE${i + 1}"><v>1</v></c></row>`,
  ).join(""),
);

async function healthy(): Promise<void> {
  const health = await fetch(`${baseUrl()}/health`);
  expect(health.status).toBe(200);
}

describe("a spreadsheet that reaches past the sheet's limits is refused before it is read, and nothing is stored", () => {
  it("into a phonebook: 422 on file with the Persian message, no contact, the upstream still answering", async () => {
    expect(FAR_ROW.length).toBeLessThan(2048);
    const { token } = await phonebookOwner();
    const book = await createPhonebook(token, "برگهٔ پراکنده");
    for (const bytes of [FAR_ROW, FAR_COLUMN]) {
      const started = Date.now();
      const answer = await postImport(token, book, { name: "contacts.xlsx", bytes });
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors.file).toEqual([RECIPIENTS_FILE_MESSAGES.sheetTooLarge]);
      // Reading the far cell first would build 200,000,000 empty rows: minutes, or the worker's
      // memory. A refusal once took 6.2 s with both upstream suites sharing the machine's two cores.
      expect(Date.now() - started).toBeLessThan(15_000);
    }
    expect(await phonebookCount(token, book)).toBe(0);
    await healthy();
  });

  it("as a file send, a keyword send or a peer-to-peer file: 422 on files, no send, no charge, the upstream still answering", async () => {
    const account = await devAccount({ credit: CREDIT });
    const token = await sessionToken(account);
    const forms = [
      fileSend({ name: "numbers.xlsx", bytes: FAR_ROW }),
      fileSend({ name: "numbers.xlsx", bytes: FAR_COLUMN }),
      {
        fields: { sending_type: "keyword", from_number: SHARED_LINE, message: "سلام {ex_B}" },
        file: { name: "numbers.xlsx", bytes: FAR_ROW },
      },
      {
        fields: { sending_type: "peer_to_peer_file", from_number: SHARED_LINE },
        file: { name: "p2p.xlsx", bytes: FAR_COLUMN },
      },
    ];
    for (const form of forms) {
      const answer = await postFileSend(token, form);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors.files).toEqual([RECIPIENTS_FILE_MESSAGES.sheetTooLarge]);
    }
    expect(await creditOf(token)).toBe(CREDIT);
    expect(await ledgerOf(account.username)).toHaveLength(1);
    expect(await listedIds(token, "new_list")).toEqual([]);
    await healthy();
  });
});
