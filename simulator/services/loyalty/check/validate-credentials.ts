// Checks the login fields against the provider's input descriptors (spec 2 A2):
// required fields must be non-empty, and drop-down values must be one of the
// options. A required region whose first option is the empty string is the
// classic trap: "" is not a choice.
import type { InputDescriptor, ProviderDef } from "../catalog/provider-types";
import type { CheckRequest } from "./check-request-schema";

function checkField(
  descriptor: InputDescriptor | undefined,
  value: string | undefined,
  providerCode: string,
): string | undefined {
  if (!descriptor) return undefined;
  const filled = value !== undefined && value.trim() !== "";
  if (descriptor.required && !filled)
    return `${descriptor.code} (${descriptor.title}) is required for provider ${providerCode}`;
  if (
    filled &&
    descriptor.options.length > 0 &&
    !descriptor.options.some((option) => option.code !== "" && option.code === value)
  ) {
    const allowed = descriptor.options
      .filter((option) => option.code !== "")
      .map((option) => option.code)
      .join(", ");
    return `${descriptor.code} must be one of: ${allowed}`;
  }
  return undefined;
}

/** A message for the first problem, or undefined when the fields fit the provider. */
export function validateCredentials(provider: ProviderDef, request: CheckRequest): string | undefined {
  return (
    checkField(provider.login, request.login, provider.code) ??
    checkField(provider.login2, request.login2, provider.code) ??
    checkField(provider.login3, request.login3, provider.code) ??
    checkField(provider.password, request.password, provider.code)
  );
}
