// The signed-in shell for pages that look one object up (an account, an email, a card, a person):
// the same layout as (app), but outside (app)/loading.tsx. A loading boundary starts the response
// (status 200) before the page runs, so its `notFound()` could only show the not-found page, never
// answer 404 (Next's loading.js "Status codes"); here the lookup runs before the first byte.
export { default } from "../(app)/layout";
