// Fixed conversion table (units per 1 USD) so converted taxes are deterministic.
// Spec 1 A2 currency: when the provider does not support the requested currency
// the service converts and fills originalCurrency and conversionRate.

export const RATES_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.37,
  AUD: 1.52,
  NZD: 1.66,
  SGD: 1.35,
  AED: 3.6725,
  JPY: 151,
  CHF: 0.88,
  HKD: 7.82,
  CNY: 7.2,
  INR: 83.5,
  KRW: 1350,
  MXN: 17.5,
  BRL: 5.1,
  SEK: 10.6,
  NOK: 10.7,
  DKK: 6.87,
  PLN: 4.0,
  CZK: 23.3,
  HUF: 360,
  TRY: 32.5,
  THB: 36.5,
  ZAR: 18.6,
  QAR: 3.64,
  SAR: 3.75,
  ILS: 3.7,
  TWD: 32,
  MYR: 4.7,
  IDR: 15900,
  PHP: 57,
  EGP: 48,
  KES: 130,
  CLP: 950,
  COP: 3900,
  ARS: 870,
  PEN: 3.75,
};

export function isKnownCurrency(code: string): boolean {
  return code in RATES_PER_USD;
}

/** Units of `to` per one unit of `from`. */
export function rate(from: string, to: string): number {
  const f = RATES_PER_USD[from];
  const t = RATES_PER_USD[to];
  if (f === undefined || t === undefined) throw new Error(`no rate for ${from}->${to}`);
  return t / f;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export interface CashCost {
  currency: string;
  originalCurrency?: string;
  conversionRate?: number;
  taxes: number;
  fees?: number;
}

/**
 * Express amounts the program prices in `programCurrency` in the requested currency.
 * Supported currencies are quoted natively (no conversion fields); others are
 * converted, with conversionRate = requested units per one original unit.
 */
export function toCashCost(
  amounts: { taxes: number; fees?: number },
  programCurrency: string,
  requested: string,
  supported: readonly string[],
): CashCost {
  if (requested === programCurrency || supported.includes(requested)) {
    const r = rate(programCurrency, requested);
    return withFees({ currency: requested, taxes: round2(amounts.taxes * r) }, amounts.fees, r);
  }
  const r = Math.round(rate(programCurrency, requested) * 1e6) / 1e6;
  return withFees(
    {
      currency: requested,
      originalCurrency: programCurrency,
      conversionRate: r,
      taxes: round2(amounts.taxes * r),
    },
    amounts.fees,
    r,
  );
}

function withFees(cost: CashCost, fees: number | undefined, r: number): CashCost {
  return fees ? { ...cost, fees: round2(fees * r) } : cost;
}
