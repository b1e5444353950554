import { api } from "./support/client";
import { addContacts, createPhonebook, data, phonebookOwner } from "./support/phonebooks";

describe("phonebooks/numbers/count", () => {
  it("counts each number of the chosen phonebooks once, per operator", async () => {
    const { token } = await phonebookOwner();
    const customers = await createPhonebook(token, "مشتریان");
    const staff = await createPhonebook(token, "همکاران");
    await addContacts(
      token,
      ["09120000001", "09120000002", "09350000003", "09210000004"].map((number) => ({
        number,
        phonebook_id: customers,
      })),
    );
    // One number in both phonebooks, one Irancell and one of the smaller operators only in the second.
    await addContacts(
      token,
      ["09120000001", "09010000005", "09980000006"].map((number) => ({ number, phonebook_id: staff })),
    );

    expect(await data(api(`phonebooks/numbers/count?phonebook_ids=${customers},${staff}`, { token }))).toEqual({
      total: 6,
      mci: 2,
      irancell: 2,
      rightel: 1,
      other: 1,
    });
    expect(await data(api(`phonebooks/numbers/count?phonebook_ids=${staff}`, { token }))).toEqual({
      total: 3,
      mci: 1,
      irancell: 1,
      rightel: 0,
      other: 1,
    });
  });

  it("never counts another user's phonebook, and asks for at least one", async () => {
    const owner = await phonebookOwner();
    const theirs = await createPhonebook(owner.token, "مشتریان");
    await addContacts(owner.token, [{ number: "09120000001", phonebook_id: theirs }]);
    const { token } = await phonebookOwner();

    const foreign = await api(`phonebooks/numbers/count?phonebook_ids=${theirs}`, { token });
    expect(foreign.status).toBe(422);
    expect(foreign.body.meta.errors["phonebook_ids.0"]).toEqual(["دفترچه تلفن یافت نشد"]);
    const none = await api("phonebooks/numbers/count", { token });
    expect(none.status).toBe(422);
  });
});
