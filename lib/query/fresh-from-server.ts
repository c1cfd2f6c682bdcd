// How long data a page's server render handed to a query (`initialData`) counts as fresh: long
// enough that the client does not ask for it again the moment the page hydrates (with staleTime 0
// every view of such a page cost a second request for the same rows, issue 40), short enough that
// coming back to the page later reads it again. Live events, polling and invalidation still refetch.
export const FRESH_FROM_SERVER_MS = 5_000;
