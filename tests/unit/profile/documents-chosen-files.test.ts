import { chosenFilesProblem, sampleHref } from "@/components/profile/documents/chosen-files";

const MB = 1024 * 1024;
const file = (name: string, size = 1000) => ({ name, size });

describe("files chosen for a document", () => {
  it("takes JPG, PNG and PDF files up to 5 MB each, as many as the kind takes", () => {
    expect(chosenFilesProblem([file("front.JPG"), file("b.jpeg"), file("c.png")], 3)).toBeNull();
    expect(chosenFilesProblem([file("form.pdf", 5 * MB)], 1)).toBeNull();
  });

  it("refuses none, too many, another type, an empty file and one over 5 MB, naming the file", () => {
    expect(chosenFilesProblem([], 1)).toBe("دست‌کم یک فایل انتخاب کنید");
    expect(chosenFilesProblem([file("a.png"), file("b.png")], 1)).toBe("برای این مدرک حداکثر ۱ فایل می‌توان فرستاد");
    expect(chosenFilesProblem([file("a.png"), file("setup.exe")], 2)).toBe(
      "فایل «setup.exe» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست",
    );
    expect(chosenFilesProblem([file("scan")], 1)).toBe("فایل «scan» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست");
    expect(chosenFilesProblem([file("empty.png", 0)], 1)).toBe("فایل «empty.png» خالی است");
    expect(chosenFilesProblem([file("big.pdf", Math.round(5.1 * MB))], 1)).toBe(
      "حجم فایل «big.pdf» بیش از ۵ مگابایت است",
    );
  });
});

describe("a sample form's link", () => {
  it("follows the upstream's own files through the panel and web addresses only", () => {
    expect(sampleHref("/api/v1/api/panel/files/document-sample-commitment-form.svg")).toBe(
      "/api/v1/api/panel/files/document-sample-commitment-form.svg",
    );
    expect(sampleHref("https://cdn.example.com/forms/9000.docx")).toBe("https://cdn.example.com/forms/9000.docx");
    expect(sampleHref("javascript:alert(1)")).toBeNull();
    expect(sampleHref("//evil.example/x")).toBeNull();
    expect(sampleHref("/login")).toBeNull();
    expect(sampleHref("data:text/html,<script>alert(1)</script>")).toBeNull();
  });
});
