"use client";
// Toasts without shipping sonner on every page's first load: sonner (13 kB gzipped) was a sixth of
// the JavaScript every route loads before it is interactive (issue 12 item 17), for messages that
// only ever follow a user's action. `toast` keeps sonner's call shapes used here (plain, success,
// error); the first call loads sonner (LazyToaster also preloads it when the browser is idle) and
// waits until its <Toaster> is mounted, since a toast published before that would be lost.
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let mounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));
const waiting = new Set<(m: Sonner) => void>();

/** Load sonner once; LazyToaster listens so it can render the Toaster as soon as it arrives. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((m) => {
    for (const w of waiting) w(m);
    return m;
  });
  return sonner;
}

/** LazyToaster: be told when sonner is there (immediately when it already is). */
export function onSonner(listener: (m: Sonner) => void): () => void {
  waiting.add(listener);
  void sonner?.then(listener);
  return () => waiting.delete(listener);
}

/** LazyToaster: its Toaster subscribed, toasts may be published. */
export function toasterIsMounted(): void {
  mounted();
}

function show(kind: "message" | "success" | "error", text: string) {
  void loadSonner().then(async (m) => {
    await toasterMounted;
    if (kind === "message") m.toast(text);
    else m.toast[kind](text);
  });
}

export const toast = Object.assign((text: string) => show("message", text), {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
});
