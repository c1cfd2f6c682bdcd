import { describe, expect, it } from "vitest";
import { httpUrlOrNull } from "./http-url";

describe("httpUrlOrNull", () => {
  it.each([
    "https://business.example/accounts/1",
    "http://127.0.0.1:4010/business/x?a=1",
    "  HTTPS://Example.com/p  ",
  ])("keeps %j", (u) => {
    expect(httpUrlOrNull(u)).toMatch(/^https?:\/\//);
  });
  it.each([
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>1</script>",
    "vbscript:msgbox(1)",
    "javascript&colon;alert(1)",
    "//evil.example/x",
    "/relative",
    "",
    null,
    undefined,
    "https://",
  ])("drops %j", (u) => expect(httpUrlOrNull(u)).toBeNull());
});
