import { DirectionProvider } from "@radix-ui/react-direction";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel, dragStep, loopIndex } from "@/components/ui/carousel";

// jsdom has no PointerEvent; a MouseEvent with the pointer's fields stands in for a touch.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? "mouse";
  }
}
beforeAll(() => {
  window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
});

function renderCarousel() {
  return render(
    <DirectionProvider dir="rtl">
      <Carousel
        label="بنرها"
        slides={["اول", "دوم", "سوم"].map((text) => (
          <p key={text}>{text}</p>
        ))}
      />
    </DirectionProvider>,
  );
}

const current = () => screen.getByRole("button", { current: true }).getAttribute("aria-label");

describe("the banner carousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("advances every 5 seconds and loops back to the first slide", () => {
    renderCarousel();
    expect(current()).toBe("اسلاید 1");
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toBe("اسلاید 1");
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe("اسلاید 2");
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toBe("اسلاید 1");
  });

  it("jumps to a slide from its dot and hides the others from assistive technology", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "اسلاید 3" }));
    expect(current()).toBe("اسلاید 3");
    expect(screen.getByText("سوم").closest("[aria-roledescription=slide]")).toHaveAttribute("aria-hidden", "false");
    expect(screen.getByText("اول").closest("[aria-roledescription=slide]")).toHaveAttribute("aria-hidden", "true");
  });

  it("turns on a drag longer than a tenth of its width, and not on a shorter one", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "بنرها" });
    const viewport = region.firstElementChild as HTMLElement;
    viewport.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: from, button: 0, pointerType: "touch" });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: to, pointerType: "touch" });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: to, pointerType: "touch" });
    };
    drag(100, 130); // 30 px < 40 px
    expect(current()).toBe("اسلاید 1");
    drag(100, 160); // right to left: dragging right brings the next slide
    expect(current()).toBe("اسلاید 2");
    drag(160, 100);
    expect(current()).toBe("اسلاید 1");
  });
});

describe("carousel rules", () => {
  it("turns forward or back by direction once past the threshold", () => {
    expect(dragStep(50, 400, "rtl")).toBe(1);
    expect(dragStep(-50, 400, "rtl")).toBe(-1);
    expect(dragStep(-50, 400, "ltr")).toBe(1);
    expect(dragStep(39, 400, "rtl")).toBe(0);
    expect(dragStep(40, 400, "rtl")).toBe(1);
  });

  it("loops at both ends", () => {
    expect(loopIndex(2, 1, 3)).toBe(0);
    expect(loopIndex(0, -1, 3)).toBe(2);
  });
});
