import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { ApiError } from "@/lib/errors/api-error";
import { splitUploadError } from "@/lib/support/upload-errors";

const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { data: null, meta: { status: false, message, errors } });

describe("a refused message with files", () => {
  it("puts a body too large for the upstream beside the files, and nothing at the form's top", () => {
    expect(splitUploadError(refusal(413, SUPPORT_MESSAGES.bodyTooLarge))).toEqual({
      fileMessages: [SUPPORT_MESSAGES.bodyTooLarge],
      rest: null,
    });
  });

  it("parts the files' messages from the fields' ones", () => {
    const typeRefused = SUPPORT_MESSAGES.fileType.replace("{name}", "a.pdf");
    const { fileMessages, rest } = splitUploadError(
      refusal(422, "خطا", {
        file: [typeRefused],
        "file.1": [typeRefused],
        subject: [SUPPORT_MESSAGES.subjectTooShort],
      }),
    );
    expect(fileMessages).toEqual([typeRefused]);
    expect(rest).toBeInstanceOf(ApiError);
    expect((rest as ApiError).fieldErrors).toEqual({ subject: [SUPPORT_MESSAGES.subjectTooShort] });
  });

  it("leaves any other failure whole", () => {
    const closed = refusal(409, SUPPORT_MESSAGES.closed);
    expect(splitUploadError(closed)).toEqual({ fileMessages: [], rest: closed });
  });
});
