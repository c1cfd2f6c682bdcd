"use client";
// Connect a mailbox: type the address and press Connect; Milepost asks detect-type, then either
// shows the IMAP settings (prefilled for known providers) or sends the user to the provider's
// hosted sign-in. Errors (wrong password, unreachable server, TLS mismatch…) are said by the form.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/query/api-fetch";
import type { DetectResult, ScanSettings } from "./mailboxes-api";
import { ScanSettingsFields, yearAgo } from "./scan-settings-fields";
import { useConnectImap, useDetectMailbox, useStartAuth } from "./use-mailboxes";

const VENDOR_NAMES: Record<string, string> = {
  google: "Google",
  microsoft: "Microsoft",
  yahoo: "Yahoo",
  aol: "AOL",
};

export function ConnectMailboxForm() {
  const [address, setAddress] = useState("");
  const [detected, setDetected] = useState<{ address: string; result: DetectResult } | null>(null);
  const [imap, setImap] = useState({ host: "", port: "993", secure: true, password: "" });
  const [scan, setScan] = useState<ScanSettings>(() => ({ startFrom: yearAgo(), listen: true }));
  const [done, setDone] = useState<string | null>(null);
  const detect = useDetectMailbox();
  const connect = useConnectImap();
  const startAuth = useStartAuth();
  const error = detect.error ?? connect.error ?? startAuth.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const busy = detect.isPending || connect.isPending || startAuth.isPending;
  const current = detected && detected.address === address.trim() ? detected.result : null;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setDone(null);
    connect.reset();
    startAuth.reset();
    if (!current) {
      const result = await detect.mutateAsync(address.trim()).catch(() => null);
      if (!result) return;
      setDetected({ address: address.trim(), result });
      if (result.method === "imap")
        setImap({
          host: result.defaults.host,
          port: String(result.defaults.port),
          secure: result.defaults.secure,
          password: "",
        });
      return;
    }
    if (current.method === "hosted") return startAuth.mutate({ provider: current.type, ...scan });
    const ok = await connect
      .mutateAsync({
        address: address.trim(),
        host: imap.host.trim(),
        port: Number(imap.port),
        secure: imap.secure,
        password: imap.password,
        ...scan,
      })
      .catch(() => null);
    if (!ok) return;
    setDone(address.trim());
    setAddress("");
    setDetected(null);
    setImap((v) => ({ ...v, password: "" }));
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4"
      aria-label="Connect a mailbox"
      noValidate
    >
      <Field
        id="mailbox-address"
        label="Mailbox address"
        error={fields.address ?? fields.email}
        hint="Milepost reads it for booking emails, old and new."
      >
        <Input
          id="mailbox-address"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="you@example.com"
          required
        />
      </Field>

      {current?.method === "imap" ? (
        <fieldset className="flex flex-col gap-3" aria-label="IMAP settings">
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem]">
            <Field id="mailbox-host" label="IMAP server" error={fields.host}>
              <Input
                id="mailbox-host"
                value={imap.host}
                onChange={(e) => setImap({ ...imap, host: e.target.value })}
                autoComplete="off"
                spellCheck={false}
                required
              />
            </Field>
            <Field id="mailbox-port" label="Port" error={fields.port}>
              <Input
                id="mailbox-port"
                inputMode="numeric"
                value={imap.port}
                onChange={(e) => setImap({ ...imap, port: e.target.value.replace(/\D/g, "") })}
                required
              />
            </Field>
          </div>
          <label className="text-ink flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={imap.secure}
              onChange={(e) => setImap({ ...imap, secure: e.target.checked })}
            />
            Use TLS
          </label>
          <Field
            id="mailbox-password"
            label="Password"
            error={fields.password}
            hint="Sent to the scanning service to sign in; Milepost does not keep it. Many providers need an app password."
          >
            <Input
              id="mailbox-password"
              type="password"
              autoComplete="current-password"
              value={imap.password}
              onChange={(e) => setImap({ ...imap, password: e.target.value })}
              required
            />
          </Field>
        </fieldset>
      ) : null}

      {current?.method === "hosted" ? (
        <p className="text-ink text-sm">
          {`This is a ${VENDOR_NAMES[current.type] ?? current.type} mailbox: press Connect to sign in with ${VENDOR_NAMES[current.type] ?? current.type} and allow read access. You come back here afterwards.`}
        </p>
      ) : null}

      {current ? <ScanSettingsFields value={scan} onChange={setScan} error={fields.startFrom} /> : null}

      {error ? (
        <Notice tone="bad" title="The mailbox was not connected">
          {error.message}
        </Notice>
      ) : null}
      {done ? (
        <Notice tone="good">{`${done} is connected. Its booking emails appear in the Inbox as they are read.`}</Notice>
      ) : null}

      <div>
        <Button type="submit" disabled={busy || !address.trim()}>
          {busy ? (connect.isPending ? "Connecting…" : "Checking…") : "Connect"}
        </Button>
      </div>
    </form>
  );
}
