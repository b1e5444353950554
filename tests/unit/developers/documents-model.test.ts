/** @jest-environment node */
import { callView } from "@/components/developers/documents/call-view";
import { openApiDocumentSchema } from "@/components/developers/documents/openapi-document";
import { referenceIndex } from "@/components/developers/documents/reference-index";
import { searchCalls } from "@/components/developers/documents/search-calls";
import { openApiDocument } from "@/upstream/api-docs/openapi";

// The upstream's own document, so the page is checked against what it will really read.
const document = openApiDocumentSchema.parse(JSON.parse(openApiDocument().json));
const index = referenceIndex(document);
const allCalls = index.areas.flatMap((area) => area.calls);

describe("the API reference's index", () => {
  it("groups every call of the document under its area's Persian name, in the document's order", () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(allCalls).toHaveLength(operations.length);
    expect(index.areas.map((area) => area.name)).toContain("ارسال پیامک");
    const send = index.areas.find((area) => area.tag === "send");
    expect(send?.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /v1/api/send",
      "POST /v1/api/send/calculate-price",
      "POST /v1/api/send/cancel",
    ]);
    expect(new Set(allCalls.map((call) => call.id)).size).toBe(allCalls.length);
  });

  it("finds calls by path, method, Persian words typed with or without half-spaces, and Arabic letters", () => {
    const found = (typed: string) =>
      searchCalls(index.areas, typed).flatMap((area) => area.calls.map((call) => call.id));
    expect(found("/v1/api/send/cancel")).toEqual(["post_v1_api_send_cancel"]);
    expect(found("محاسبه قیمت")).toContain("post_v1_api_send_calculate_price");
    expect(found("POST calculate-price")).toEqual(["post_v1_api_send_calculate_price"]);
    // «پیام‌های آماده» typed without its half-space, and with an Arabic ي.
    expect(found("پیامهاي آماده").length).toBeGreaterThan(0);
    expect(found("delete")).not.toHaveLength(0);
    expect(found("delete").every((id) => id.startsWith("delete_") || id.includes("delete"))).toBe(true);
    expect(found("چیزی که هیچ جا نیست")).toEqual([]);
    expect(searchCalls(index.areas, "   ")).toHaveLength(index.areas.length);
  });
});

describe("an opened call", () => {
  it("lists the send's fields per sending_type, its answer, its errors in Persian and its samples", () => {
    const view = callView(document, "post_v1_api_send", "https://sms.example.com");
    expect(view).not.toBeNull();
    if (!view) return;
    expect(view.body?.type).toBe("application/json");
    const webservice = view.body?.groups.find((group) => group.title === 'sending_type: "webservice"');
    expect(webservice?.fields.map((field) => [field.name, field.required])).toEqual(
      expect.arrayContaining([
        ["from_number", true],
        ["message", true],
        ["send_time", false],
        ["params.recipients", true],
      ]),
    );
    expect(webservice?.fields.find((field) => field.name === "params.recipients")?.notes).toContain(
      "حداکثر ۱٬۰۰۰ مورد",
    );
    expect(view.answer.kind === "json" && view.answer.fields.map((field) => field.name)).toEqual([
      "data",
      "data.message_outbox_ids",
    ]);
    expect(view.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 401, message: expect.stringMatching(/[\u0600-\u06ff]/) }),
        expect.objectContaining({ status: 422, message: expect.stringContaining("اعتبار حساب") }),
      ]),
    );
    expect(view.samples.curl).toContain("curl -X POST 'https://sms.example.com/v1/api/send'");
    expect(view.samples.curl).toContain("-H 'Authorization: YOUR_API_KEY'");
    expect(view.samples.javascript).toContain('await fetch("https://sms.example.com/v1/api/send"');
    expect(view.samples.python).toContain("requests.post(");
  });

  it("shows path and query parameters, a file answer, and public calls without the key", () => {
    const colleague = callView(document, "get_v1_api_user_partner_id", { env: "BASE_URL" });
    expect(colleague?.parameters).toEqual([
      expect.objectContaining({ name: "id", place: "path", type: "integer", required: true }),
    ]);
    expect(colleague?.samples.curl).toContain('"${BASE_URL}/v1/api/user/partner/14"');
    const fileCall = allCalls
      .map((call) => callView(document, call.id, "https://x"))
      .find((view) => view?.answer.kind === "file");
    expect(fileCall?.samples.curl).toMatch(/-o 'answer\.\w+'$/);
    const publicCall = allCalls
      .map((call) => callView(document, call.id, "https://x"))
      .find((view) => view && !view.authorized);
    expect(publicCall?.samples.curl).not.toContain("Authorization");
    expect(callView(document, "no_such_call", "https://x")).toBeNull();
  });
});
