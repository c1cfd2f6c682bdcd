// The one money formatter (pure; client-safe): Intl with the ISO currency code ("USD 1,234.50",
// "JPY 1,200"), so the number of decimals is the currency's own. Formatters are cached per
// currency. An unknown code (Intl throws) still shows the amount with the code as given.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let f = formatters.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "code" });
    } catch {
      return `${currency} ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    }
    formatters.set(currency, f);
  }
  return f.format(amount);
}
