// How many decimals each currency's minor unit has: the exponent Milepost stores money with
// (amount × 10^digits as an integer). Every currency not listed has 2.
//
// Why a committed table and not Intl at run time: stored integers must be read back with the SAME
// exponent forever, by the server, every browser and the migration that converted old data
// (prisma/migrations/20261123310000_money). This table is what Node 20's Intl (CLDR) gives as
// `maximumFractionDigits` for style "currency" — CLDR's digits, which for IDR, HUF, COP, PKR and a
// few others are 0 where ISO 4217 says 2 (no one prices in fractions of a rupiah) — so formatting
// with Intl shows exactly the stored digits. A test checks it still agrees with the running Intl.
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  AFN: 0,
  ALL: 0,
  BHD: 3,
  BIF: 0,
  CLP: 0,
  COP: 0,
  DJF: 0,
  GNF: 0,
  HUF: 0,
  IDR: 0,
  IQD: 0,
  IRR: 0,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KPW: 0,
  KRW: 0,
  KWD: 3,
  LAK: 0,
  LBP: 0,
  LYD: 3,
  MGA: 0,
  MMK: 0,
  OMR: 3,
  PKR: 0,
  PYG: 0,
  RWF: 0,
  SLL: 0,
  SOS: 0,
  SYP: 0,
  TND: 3,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  YER: 0,
};

/** Decimals of `currency`'s minor unit (2 for any code not in the table, including unknown ones). */
const DIGITS = new Map(Object.entries(CURRENCY_DIGITS));
export const currencyDigits = (currency: string): number =>
  DIGITS.get(currency) ?? DIGITS.get(currency.toUpperCase()) ?? 2;
