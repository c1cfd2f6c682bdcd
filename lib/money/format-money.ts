// The one money formatter (pure; client-safe): Intl with the ISO currency code ("USD 1,234.50",
// "JPY 1,200"), with the currency's own number of decimals (lib/money/currency-digits.ts, the same
// table amounts are stored with). Stored amounts are integers of minor units and are formatted from
// their exact decimal text (Intl formats a decimal string without going through a double), so what
// is shown is exactly what is stored. Formatters are cached per currency and style. An unknown
// code (Intl throws) still shows the amount with the code as given.
import { currencyDigits } from "@/lib/money/currency-digits";
import { minorUnitsToDecimal } from "@/lib/money/minor-units";

type Style = "code" | "symbol-whole";
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, style: Style): Intl.NumberFormat | null {
  const key = `${style}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = style === "symbol-whole" ? 0 : currencyDigits(currency);
    try {
      f = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency,
        currencyDisplay: style === "code" ? "code" : "symbol",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      return null;
    }
    formatters.set(key, f);
  }
  return f;
}

// Intl.NumberFormat.prototype.format takes a decimal string exactly (ECMA-402 "Intl.NumberFormat
// v3"); the type definitions of this TypeScript lib still say number | bigint.
const formatDecimal = (f: Intl.NumberFormat, decimal: string) => f.format(decimal as unknown as number);

function fallback(decimal: string, currency: string): string {
  const [whole, fraction] = decimal.replace("-", "").split(".");
  const grouped = BigInt(whole!).toLocaleString("en-US");
  return `${decimal.startsWith("-") ? "-" : ""}${currency} ${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** A stored amount (integer minor units) with its currency: 123450, "USD" → "USD 1,234.50". */
export function formatMinorUnits(minor: number, currency: string): string {
  const decimal = minorUnitsToDecimal(minor, currency);
  const f = formatterFor(currency, "code");
  return f ? formatDecimal(f, decimal) : fallback(decimal, currency);
}

/** An amount the provider sent as a decimal number and that is only shown (email pricing,
 *  converted figures): rounded by Intl to the currency's decimals. */
export function formatMoney(amount: number, currency: string): string {
  const f = formatterFor(currency, "code");
  if (f) return f.format(amount);
  const d = currencyDigits(currency);
  return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d })}`;
}

/** An amount a provider sent with a currency code that may be missing or not a code (email
 *  pricing, spec 3 `currencyCode` Opt): formatted as money when it is one, else as a plain amount. */
export function formatProviderAmount(amount: number, currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase();
  if (code && /^[A-Z]{3}$/.test(code)) return formatMoney(amount, code);
  const plain = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency?.trim() ? `${plain} ${currency.trim()}` : plain;
}

/** A computed estimate in whole units with the symbol ("$1,235"): account values and totals. */
export function formatWholeMoney(amount: number, currency: string): string {
  const f = formatterFor(currency, "symbol-whole");
  return f ? f.format(amount) : `${currency} ${amount.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
}

/** Cents per point ("1.85¢"): a value per point in US cents, two decimals. */
export function formatCentsPerPoint(cents: number, digits: { min?: number; max?: number } = {}): string {
  return `${cents.toLocaleString("en-US", { minimumFractionDigits: digits.min ?? 2, maximumFractionDigits: digits.max ?? 2 })}¢`;
}
