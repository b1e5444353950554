import { patternCurl, sampleValue } from "@/components/patterns/detail/pattern-curl";
import { publicApiBase } from "@/lib/bff/public-api-base";

const VARIABLES = [
  { name: "name", type: "string", len: 3 },
  { name: "code", type: "integer", len: 4 },
] as const;

/** The JSON body a shell hands to curl from the example's `--data '…'`. */
function bodyOf(curl: string): unknown {
  const quoted = curl.slice(curl.indexOf("--data '") + "--data '".length, curl.lastIndexOf("'"));
  return JSON.parse(quoted.replaceAll("'\\''", "'"));
}

describe("the code example for an application", () => {
  it("is Edge's documented pattern send with this pattern's code, one recipient and a sample value per variable", () => {
    const curl = patternCurl({ code: "k3v9m2x7q1w8e5r4t6y0", variables: [...VARIABLES], line: "+9810002000" });
    expect(curl.split("\n").slice(0, 3)).toEqual([
      "curl --location '{base_url}/api/send' \\",
      "--header 'Content-Type: application/json' \\",
      "--header 'Authorization: YOUR_TOKEN' \\",
    ]);
    expect(bodyOf(curl)).toEqual({
      sending_type: "pattern",
      from_number: "+9810002000",
      code: "k3v9m2x7q1w8e5r4t6y0",
      recipients: ["+989120000000"],
      params: { name: "مقد", code: "1234" },
    });
  });

  it("uses Edge's example line when the account's is not known, and the public address when there is one", () => {
    const curl = patternCurl({ code: "abc", variables: [], baseUrl: "https://edge.ippanel.com/v1" });
    expect(curl).toMatch(/^curl --location 'https:\/\/edge\.ippanel\.com\/v1\/api\/send'/);
    expect(bodyOf(curl)).toMatchObject({ from_number: "+983000505", params: {} });
  });

  it("gives each sample value the variable's type within its length", () => {
    expect(sampleValue({ name: "a", type: "integer", len: 2 })).toBe("12");
    expect(sampleValue({ name: "a", type: "integer", len: 40 })).toMatch(/^\d+$/);
    expect(sampleValue({ name: "a", type: "string", len: 1 })).toHaveLength(1);
  });
});

describe("the public API address the example names", () => {
  it("is a real upstream's https address with /v1, as Edge's {base_url} is", () => {
    expect(publicApiBase("https://edge.ippanel.com", false)).toBe("https://edge.ippanel.com/v1");
    expect(publicApiBase("https://api.example.com/sms/", false)).toBe("https://api.example.com/sms/v1");
  });

  it("is never the embedded upstream, a plain-http address or one with credentials", () => {
    expect(publicApiBase("http://127.0.0.1:4000", true)).toBeNull();
    expect(publicApiBase("https://edge.ippanel.com", true)).toBeNull();
    expect(publicApiBase("http://10.0.0.5:4000", false)).toBeNull();
    expect(publicApiBase("https://user:secret@api.example.com", false)).toBeNull();
    expect(publicApiBase(undefined, false)).toBeNull();
  });
});
