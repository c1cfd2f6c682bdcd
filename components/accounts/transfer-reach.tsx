"use client";
// Points → where they reach: the programs a bank currency transfers to, with ratio, step, time, the
// page each row was read from, and the user's balance there (issue 36).
import { programInfo, programName } from "@/lib/transfers/program-codes";
import { bankCurrency, formatRatio, oldSourceMonth, partnersOf } from "@/lib/transfers/transfer-partners";
import { usablePot } from "@/lib/transfers/cover-price";
import { formatBalance } from "./format";
import { useHoldings } from "./use-holdings";

export function TransferReach({ bank }: { bank: string }) {
  const { holdings } = useHoldings();
  const info = bankCurrency(bank);
  const rows = partnersOf(bank);
  if (!info) return null;
  if (!info.transfers || rows.length === 0)
    return (
      <p className="text-muted text-sm">
        {info.why}{" "}
        <a className="underline" href={info.source.url} rel="noreferrer">
          Source
        </a>
        , read {info.read}.
      </p>
    );
  return (
    <details className="text-sm">
      <summary className="text-brand cursor-pointer">
        Where these points reach ({rows.length} programs)
      </summary>
      <p className="text-muted mt-1 text-xs">{info.why}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Transfer partners of {programName(bank)}</caption>
          <thead className="text-muted text-xs">
            <tr>
              <th className="py-1 pr-3">Program</th>
              <th className="pr-3">Ratio</th>
              <th className="pr-3">Steps</th>
              <th className="pr-3">Time</th>
              <th className="pr-3">You have there</th>
              <th>Source</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const there = usablePot(r.program, holdings).available;
              const old = oldSourceMonth(r);
              return (
                <tr key={r.program} className="border-line border-t">
                  <td className="py-1 pr-3">{programName(r.program)}</td>
                  <td className="pr-3 tabular-nums">{formatRatio(r.ratio)}</td>
                  <td className="pr-3 tabular-nums">
                    {r.increment ? `${r.increment.toLocaleString("en-US")}s` : "not published"}
                    {r.minimum ? `, min ${r.minimum.toLocaleString("en-US")}` : ""}
                  </td>
                  <td className="pr-3">{r.time ?? "not published"}</td>
                  <td className="pr-3 tabular-nums">
                    {there ? formatBalance(there, programInfo(r.program)?.unit ?? "points") : "—"}
                  </td>
                  <td>
                    <a className="underline" href={r.source.url} rel="noreferrer" title={r.source.title}>
                      page
                    </a>
                    {r.source.published ? ` of ${r.source.published}` : ""}, read {r.read}
                    {old ? (
                      <span className="text-warn block text-xs">
                        Published {old}: check before transferring
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
