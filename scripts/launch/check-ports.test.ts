import { describe, expect, it } from "vitest";
import { checkPorts } from "./check-ports";

describe("checkPorts", () => {
  it("accepts the default ports", () => {
    expect(() => checkPorts({ PORT: 3000, SIM_PORT: 4010 })).not.toThrow();
  });

  it("refuses a port that fetch blocks, naming the variable", () => {
    expect(() => checkPorts({ PORT: 3000, SIM_PORT: 4190 })).toThrow(/SIM_PORT=4190 .*refuse/);
    expect(() => checkPorts({ PORT: 6000 })).toThrow(/PORT=6000/);
  });

  it("refuses something that is not a port", () => {
    expect(() => checkPorts({ PORT: Number("abc") })).toThrow(/PORT must be a port number/);
    expect(() => checkPorts({ SIM_PORT: 70000 })).toThrow(/SIM_PORT must be a port number/);
  });

  it("agrees with Node's fetch about a blocked port", async () => {
    const failure = await fetch("http://127.0.0.1:4190/").catch((e: Error) =>
      String((e.cause as Error)?.message),
    );
    expect(failure).toBe("bad port");
  });
});
