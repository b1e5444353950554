import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ColleagueActionDialog } from "@/components/colleagues/shared/colleague-action-dialog";
import type { ColleagueAction } from "@/lib/api/colleagues";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

const COLLEAGUE = { id: 31, first_name: "مینا", last_name: "رحیمی", mobile: "989121234567" };
const PATH = "/api/v1/api/user/partner";
/** The colleague as the upstream answers an action with them. */
const ANSWER = {
  ...COLLEAGUE,
  username: "mina-r",
  role_id: 3,
  role_title: "کارشناس ارسال",
  state: "pending",
  two_step: "off",
  last_activity_at: null,
  first_sign_in_at: null,
  created_at: "2026-01-01T10:00:00Z",
};

let network: FakeNetwork;
afterEach(() => network.restore());

function open(action: ColleagueAction, onClose = jest.fn(), onDone = jest.fn()) {
  renderScreen(<ColleagueActionDialog asked={{ action, colleague: COLLEAGUE }} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone };
}

describe("ColleagueActionDialog", () => {
  it("sends a pending colleague's invitation again after saying where and for how long, then closes", async () => {
    network = fakeNetwork({ [`POST ${PATH}/resend_invitation`]: ok(ANSWER) });
    const { onClose, onDone } = open("resend_invitation");
    const dialog = screen.getByRole("dialog", { name: "ارسال دوبارهٔ دعوت" });
    expect(dialog).toHaveTextContent("تا ۷۲ ساعت معتبر است");
    expect(dialog).toHaveTextContent("09121234567");

    fireEvent.click(screen.getByRole("button", { name: "ارسال دعوت" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith("resend_invitation"));
    expect(onClose).toHaveBeenCalled();
    expect(network.to("POST", `${PATH}/resend_invitation`)[0]?.body).toEqual({ partner_id: 31 });
    expect(await screen.findByText("دعوت «مینا رحیمی» دوباره فرستاده شد.", { selector: "div" })).toBeVisible();
  });

  it("deletes after a warning that it cannot be undone", async () => {
    network = fakeNetwork({ [`POST ${PATH}/delete`]: ok(null) });
    const { onDone } = open("delete");
    expect(screen.getByRole("dialog", { name: "حذف همکار" })).toHaveTextContent("این کار بازگشتی ندارد");
    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("delete"));
  });

  it("stays open with the upstream's reason when the action is refused", async () => {
    network = fakeNetwork({ [`POST ${PATH}/deactive`]: failure(422, "این همکار غیرفعال است") });
    const { onClose, onDone } = open("deactive");
    fireEvent.click(screen.getByRole("button", { name: "غیرفعال کردن" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("این همکار غیرفعال است");
    expect(screen.getByRole("dialog", { name: "غیرفعال کردن همکار" })).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
