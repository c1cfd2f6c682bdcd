// Limits of the inbox, shown on the page as well as enforced (upload, paste and the SMTP receiver).
export const EMAIL_MAX_BYTES = 10 * 1024 * 1024; // one email, as received (spec 3: size limits "not shown")
export const EMAIL_MAX_LABEL = "10 MB";
export const MAX_FILES_PER_UPLOAD = 100;
