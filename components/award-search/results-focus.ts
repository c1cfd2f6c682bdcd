"use client";
// Where the keyboard goes after a search starts: the form that had the focus folds away as the page
// moves to the new search (collapsible-search-form.tsx), which would leave the focus on <body> and a
// keyboard or screen-reader user at the top of the page. The form asks here for the new search's
// results region to take the focus; the panel takes the request once, when it shows that search.
let wanted: string | null = null;

export function requestResultsFocus(searchId: string): void {
  wanted = searchId;
}

export function takeResultsFocus(searchId: string): boolean {
  if (wanted !== searchId) return false;
  wanted = null;
  return true;
}
