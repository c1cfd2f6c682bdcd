"use client";
// The credentials form sits at the foot of the account page: its own chunk, rendered on the server
// as usual and hydrated when its code arrives, so it stays out of the page's first load (issue 12
// item 17; the account page was the one route over the 180 kB budget).
import dynamic from "next/dynamic";

export const EditCredentials = dynamic(
  () => import("./edit-credentials-form").then((m) => m.EditCredentials),
  {
    loading: () => <p className="text-muted text-sm">Loading the form…</p>,
  },
);
