// Limits of the inbox, shown on the page as well as enforced (upload, paste and the SMTP receiver).
export const EMAIL_MAX_BYTES = 1536 * 1024; // one email as received: spec 3 "not shown"; the parseEmail JSON body (escaped) stays under 2 MB
export const EMAIL_MAX_LABEL = "1.5 MB";
export const MAX_FILES_PER_UPLOAD = 100;
/** Emails the Inbox shows at first; "Show older emails" asks for this many more each time. */
export const INBOX_PAGE_SIZE = 50;
/** The most emails one list request returns. */
export const INBOX_MAX_LIMIT = 1000;
