// Number display for award results: thousands separators and currency codes (en-US).
export const formatPoints = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });

export function formatMoney(amount: number, currency = "USD"): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "code" }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** "1.85¢" — cents per point, two decimals. */
export const formatCents = (cents: number) => `${cents.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}¢`;
