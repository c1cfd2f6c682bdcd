"use client";
// The same words as every signed-in page when rendering fails (app/(app)/error.tsx).
export { default } from "../(app)/error";
