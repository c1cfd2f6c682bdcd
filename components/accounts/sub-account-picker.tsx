"use client";
// Which balance the chart and the history follow: the main account or one of its sub-accounts
// (spec 2 A5: card programs report a sub-account per card, with its own balance and history rows).
export function SubAccountPicker({
  value,
  onChange,
  subAccounts,
}: {
  value: string;
  onChange: (code: string) => void;
  subAccounts: { code: string; displayName?: string }[];
}) {
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      Show
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="border-line bg-surface h-9 max-w-full rounded-md border px-2"
      >
        <option value="">Main account</option>
        {subAccounts.map((s) => (
          <option key={s.code} value={s.code}>
            {s.displayName ?? s.code}
          </option>
        ))}
      </select>
    </label>
  );
}
