import { describe, expect, it } from "vitest";
import { credentialFields, initialValues } from "./credential-form";
import { credentialSchema } from "./credential-schema";

const airfrance = {
  login: { code: "login", title: "Flying Blue number", required: true },
  login2: {
    code: "login2",
    title: "Region",
    required: true,
    options: [
      { code: "", name: "" },
      { code: "FR", name: "France" },
      { code: "US", name: "United States" },
    ],
  },
  login3: null,
  password: { code: "password", title: "PIN", required: true },
};

describe("credential form from descriptors", () => {
  it("builds fields with captions, drop-downs and required flags", () => {
    const fields = credentialFields(airfrance);
    expect(fields.map((f) => [f.name, f.label, f.input, f.required])).toEqual([
      ["login", "Flying Blue number", "text", true],
      ["login2", "Region", "select", true],
      ["password", "PIN", "password", true],
    ]);
    expect(fields[1]!.options.map((o) => o.value)).toEqual(["", "FR", "US"]);
  });

  it("enforces required even when the empty option is chosen", () => {
    const schema = credentialSchema(credentialFields(airfrance));
    const res = schema.safeParse({ login: "123", login2: "", password: "x" });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(["login2"]);
    expect(schema.safeParse({ login: "123", login2: "FR", password: "x" }).success).toBe(true);
  });

  it("refuses a value that is not one of the options", () => {
    const schema = credentialSchema(credentialFields(airfrance));
    expect(schema.safeParse({ login: "123", login2: "XX", password: "x" }).success).toBe(false);
  });

  it("uses defaultValue, else the first option, as the initial value; optional login3", () => {
    const hertz = {
      login: {},
      login2: {
        title: "Region",
        options: [
          { code: "US", name: "USA" },
          { code: "EU", name: "Europe" },
        ],
        defaultValue: "EU",
      },
      password: {},
      login3: { title: "Date of birth", required: false },
    };
    const fields = credentialFields(hertz);
    expect(initialValues(fields)).toEqual({ login: "", login2: "EU", login3: "", password: "" });
    expect(fields.find((f) => f.name === "login")!.label).toBe("Login");
    const parsed = credentialSchema(fields).parse({ login: "a", login2: "US", login3: "", password: "p" });
    expect(parsed.login3).toBeUndefined();
  });

  it("lets an edit keep the stored password", () => {
    const schema = credentialSchema(credentialFields(airfrance), { passwordOptional: true });
    expect(schema.safeParse({ login: "1", login2: "FR", password: "" }).success).toBe(true);
  });
});
