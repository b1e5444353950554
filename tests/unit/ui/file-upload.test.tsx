import { act, fireEvent, render, screen } from "@testing-library/react";
import { FileUpload } from "@/components/ui/file-upload/file-upload";
import type { UploadOptions } from "@/lib/files/upload-options";
import { ApiError } from "@/lib/errors/api-error";

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

interface PendingUpload {
  file: File;
  options: UploadOptions;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function controlledUpload() {
  const calls: PendingUpload[] = [];
  const upload = jest.fn(
    (file: File, options: UploadOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
        options.signal?.addEventListener("abort", () => reject(new DOMException("cancelled", "AbortError")));
      }),
  );
  return { upload, calls };
}

function first<T>(list: T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error("no upload was started");
  return item;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText("فایل مخاطبین"), { target: { files: [file] } });
const excel = (size = 2048) =>
  new File([new Uint8Array(size)], "contacts.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });

describe("the file upload", () => {
  it("refuses a wrong type before sending anything, next to the field", () => {
    const { upload } = controlledUpload();
    render(<FileUpload id="contacts" label="فایل مخاطبین" upload={upload} />);
    choose(new File(["x"], "numbers.csv", { type: "text/csv" }));
    expect(screen.getByRole("alert")).toHaveTextContent("فرمت‌های مجاز: xlsx\u200F، xls\u200F");
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses a file over the size limit before sending anything", () => {
    const { upload } = controlledUpload();
    render(<FileUpload id="contacts" label="فایل مخاطبین" maxBytes={1024} upload={upload} />);
    choose(excel(4096));
    expect(screen.getByRole("alert")).toHaveTextContent("حجم فایل بیشتر از ۱ کیلوبایت است.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows progress capped at 100% and reports the result", async () => {
    const { upload, calls } = controlledUpload();
    const onUploaded = jest.fn();
    render(<FileUpload id="contacts" label="فایل مخاطبین" upload={upload} onUploaded={onUploaded} />);
    choose(excel());
    expect(screen.getByText("contacts.xlsx")).toBeInTheDocument();
    act(() => first(calls).options.onProgress?.(40));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    act(() => first(calls).options.onProgress?.(130));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await act(async () => first(calls).resolve("file-7"));
    expect(screen.getByText("بارگذاری شد.")).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith("file-7", first(calls).file);
  });

  it("cancels a running upload and lets the user try again", async () => {
    const { upload, calls } = controlledUpload();
    render(<FileUpload id="contacts" label="فایل مخاطبین" upload={upload} />);
    choose(excel());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "لغو" })));
    expect(first(calls).options.signal?.aborted).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("بارگذاری لغو شد.");
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });

  it("says in Persian why the server refused the file", async () => {
    const { upload, calls } = controlledUpload();
    render(<FileUpload id="contacts" label="فایل مخاطبین" upload={upload} />);
    choose(excel());
    await act(async () =>
      first(calls).reject(new ApiError(422, { meta: { status: false, message: "ستون شماره موبایل پیدا نشد" } })),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("ستون شماره موبایل پیدا نشد");
  });

  it("previews a chosen image", async () => {
    const { upload } = controlledUpload();
    render(<FileUpload id="contacts" label="فایل مخاطبین" accept={[".png", ".jpg"]} upload={upload} />);
    choose(new File(["png"], "logo.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "پیش‌نمایش logo.png" })).toHaveAttribute("src", "blob:preview");
  });

  it("lets the user remove an uploaded file", async () => {
    const { upload, calls } = controlledUpload();
    const onCleared = jest.fn();
    render(<FileUpload id="contacts" label="فایل مخاطبین" upload={upload} onCleared={onCleared} />);
    choose(excel());
    await act(async () => first(calls).resolve("ok"));
    fireEvent.click(screen.getByRole("button", { name: "حذف" }));
    expect(screen.queryByText("contacts.xlsx")).not.toBeInTheDocument();
    expect(onCleared).toHaveBeenCalled();
  });
});
