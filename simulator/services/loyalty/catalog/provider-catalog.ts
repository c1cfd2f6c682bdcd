// The simulator's provider list and the public (A1/A2) views of it.
import type { LoyaltyProviderItem, ProviderDefinition } from "../../../contracts/loyalty";
import { AIRLINE_PROVIDERS } from "./airline-providers";
import { CARD_PROVIDERS } from "./card-providers";
import { HOTEL_PROVIDERS } from "./hotel-providers";
import { OTHER_PROVIDERS } from "./other-providers";
import type { ProviderDef } from "./provider-types";

export const PROVIDERS: readonly ProviderDef[] = [
  ...AIRLINE_PROVIDERS,
  ...HOTEL_PROVIDERS,
  ...OTHER_PROVIDERS,
  ...CARD_PROVIDERS,
];

const byCode = new Map(PROVIDERS.map((provider) => [provider.code, provider]));

export function findProvider(code: string): ProviderDef | undefined {
  return byCode.get(code);
}

/** A1 list item. */
export function providerListItem(provider: ProviderDef): LoyaltyProviderItem {
  return { code: provider.code, displayName: provider.displayName, kind: provider.kind };
}

/** A2 definition; login2/login3 are omitted when the provider does not use them. */
export function providerDefinition(provider: ProviderDef): ProviderDefinition {
  return {
    kind: provider.kind,
    code: provider.code,
    displayName: provider.displayName,
    providerName: provider.providerName,
    programName: provider.programName,
    login: provider.login,
    ...(provider.login2 ? { login2: provider.login2 } : {}),
    ...(provider.login3 ? { login3: provider.login3 } : {}),
    password: provider.password,
    properties: provider.properties.map(({ code, name, kind }) => ({ code, name, kind })),
    canCheckConfirmation: provider.canCheckConfirmation,
    canCheckItinerary: provider.canCheckItinerary,
    canCheckPastItinerary: provider.canCheckPastItinerary,
    canCheckExpiration: provider.canCheckExpiration,
    confirmationNumberFields: provider.confirmationNumberFields,
    historyColumns: provider.historyColumns.map(({ type, kind, name }) => ({ type, kind, name })),
    eliteLevelsCount: provider.eliteTiers.length,
    canParseHistory: provider.canParseHistory,
    canParseFiles: provider.canParseFiles,
  };
}
