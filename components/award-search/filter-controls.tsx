"use client";
// The labelled controls the award results toolbars are built from (flights, hotels): same look,
// same "empty means no limit" rule, and the program filter both lists have.
import type { ReactNode } from "react";

const control = "h-9 rounded-md border border-line bg-surface px-2 text-sm";

/** "" is "any": the filter keeps null for it. */
const numberOrNull = (v: string) => (v === "" ? null : Number(v));

export function FilterSelect(props: {
  id: string;
  label: string;
  value: string | number;
  onChange(v: string): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-xs font-medium">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className={control}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </select>
    </div>
  );
}

/** A nullable number as a select: "" (the first option) stands for null. */
export function FilterNumberSelect(props: {
  id: string;
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  children: ReactNode;
}) {
  return (
    <FilterSelect
      id={props.id}
      label={props.label}
      value={props.value ?? ""}
      onChange={(v) => props.onChange(numberOrNull(v))}
    >
      {props.children}
    </FilterSelect>
  );
}

/** An upper limit typed in thousands (miles, points); empty is no limit. */
export function FilterMaximum(props: {
  id: string;
  label: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  return (
    <div className="flex flex-col gap-1 text-xs font-medium">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        className={control}
        value={props.value ?? ""}
        onChange={(e) => props.onChange(numberOrNull(e.target.value))}
      />
    </div>
  );
}

export function ProgramFilter(props: {
  id: string;
  value: string;
  programs: string[];
  programNames: Record<string, string>;
  onChange(code: string): void;
}) {
  return (
    <FilterSelect id={props.id} label="Program" value={props.value} onChange={props.onChange}>
      <option value="">All programs</option>
      {props.programs.map((p) => (
        <option key={p} value={p}>
          {props.programNames[p] ?? p}
        </option>
      ))}
    </FilterSelect>
  );
}
