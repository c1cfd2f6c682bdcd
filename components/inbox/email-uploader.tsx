"use client";
// Upload .eml files (input labelled "Email files", or drop them anywhere on the box) or paste one
// raw email. Each email is its own request, four at a time, so a refused one never stops the
// others; every refusal is listed with its file name and the reason.
import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";
import { EMAIL_MAX_BYTES, EMAIL_MAX_LABEL, MAX_FILES_PER_UPLOAD } from "@/lib/inbox/limits";
import { errorText } from "@/lib/query/api-fetch";
import { inboxApi, inboxKeys } from "./inbox-api";

type Refusal = { name: string; error: string };
const CONCURRENCY = 4;

export function EmailUploader() {
  const qc = useQueryClient();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [busy, setBusy] = useState(0);
  const [raw, setRaw] = useState("");
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const refresh = () => void qc.invalidateQueries({ queryKey: inboxKeys.list() });
  const fileInput = useRef<HTMLInputElement>(null);

  async function uploadFiles(list: FileList | File[]) {
    const files = [...list];
    const refused: Refusal[] = files.slice(MAX_FILES_PER_UPLOAD).map((f) => ({
      name: f.name,
      error: `Not uploaded: at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
    }));
    const queue = files.slice(0, MAX_FILES_PER_UPLOAD).filter((f) => {
      if (f.size > EMAIL_MAX_BYTES)
        refused.push({ name: f.name, error: `Larger than ${EMAIL_MAX_LABEL}, the most Milepost accepts.` });
      return f.size <= EMAIL_MAX_BYTES;
    });
    setRefusals(refused);
    setBusy((n) => n + queue.length);
    const worker = async () => {
      for (let f = queue.shift(); f; f = queue.shift()) {
        const file = f;
        try {
          await inboxApi.submit(file, "upload", file.name);
        } catch (e) {
          setRefusals((r) => [
            ...r,
            { name: file.name, error: errorText(e, "Could not be uploaded; try again.") },
          ]);
        } finally {
          setBusy((n) => n - 1);
          refresh();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  async function parsePasted() {
    setPasteError(null);
    setBusy((n) => n + 1);
    try {
      await inboxApi.submit(raw, "paste");
      setRaw("");
    } catch (e) {
      setPasteError(errorText(e, "Could not be sent; try again."));
    } finally {
      setBusy((n) => n - 1);
      refresh();
    }
  }

  // Files chosen before the page finished loading (the input works before React does, but its
  // change event went unheard): upload them now instead of leaving them shown and never sent.
  useEffect(() => {
    const input = fileInput.current;
    if (input?.files?.length) {
      void uploadFiles(input.files);
      input.value = "";
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length) void uploadFiles(e.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="email-drop-zone"
        className={cn(
          "border-line rounded-lg border-2 border-dashed p-4 transition-colors",
          dragging && "border-brand bg-brand-soft",
        )}
      >
        <Field
          id="email-files"
          label="Email files"
          hint={`Drop .eml files here or choose them — up to ${MAX_FILES_PER_UPLOAD} at a time, ${EMAIL_MAX_LABEL} each.`}
        >
          <input
            ref={fileInput}
            id="email-files"
            type="file"
            multiple
            accept=".eml,message/rfc822,text/plain"
            className="file:border-line file:bg-surface block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:px-4 file:text-sm file:font-medium"
            onChange={(e) => {
              if (e.target.files?.length) void uploadFiles(e.target.files);
              e.target.value = "";
            }}
          />
        </Field>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void parsePasted();
        }}
      >
        <Field
          id="raw-email"
          label="Raw email"
          error={pasteError ?? undefined}
          hint="Paste the full source of one email, headers included (in most mail apps: “Show original” or “View source”)."
        >
          <textarea
            id="raw-email"
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
            rows={6}
            spellCheck={false}
            aria-invalid={pasteError ? true : undefined}
            className="border-line bg-surface text-ink aria-[invalid=true]:border-bad w-full rounded-md border p-3 font-mono text-xs"
          />
        </Field>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!raw.trim()}>
            Parse
          </Button>
          {busy > 0 ? (
            <span role="status" className="text-muted text-sm">
              Sending {busy.toLocaleString("en-US")} email{busy === 1 ? "" : "s"}…
            </span>
          ) : null}
        </div>
      </form>
      {refusals.length > 0 ? (
        <Notice
          tone="bad"
          title={`${refusals.length.toLocaleString("en-US")} file${refusals.length === 1 ? " was" : "s were"} not accepted`}
        >
          <ul className="mt-1 list-disc pl-5" aria-label="Files not accepted">
            {refusals.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                <span className="font-medium break-all">{r.name}</span>: {r.error}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </div>
  );
}
