// The words of an email: a plain-text part and an HTML part saying the same thing. Pure: the
// notice's own words (which can hold provider text: a program or hotel name) are escaped here, and
// links are absolute URLs under APP_URL built by the caller.

export interface EmailNotice {
  title: string;
  body: string;
  link: string | null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
// A subject is one line: a notice's title never carries a header break into it.
const oneLine = (s: string) =>
  s
    .replace(/[\r\n]+/g, " ")
    .trim()
    .slice(0, 200);

function footer(why: string, unsubscribeUrl: string, settingsUrl: string) {
  return {
    text: `\n--\n${why}\nStop these emails: ${unsubscribeUrl}\nAll notification settings: ${settingsUrl}\n`,
    html: `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="color:#666;font-size:12px">${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a> · <a href="${escapeHtml(settingsUrl)}">All notification settings</a></p>`,
  };
}

const wrap = (inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,-apple-system,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px">${inner}</body></html>`;

function noticeParts(n: EmailNotice) {
  return {
    text: `${n.title}\n\n${n.body}${n.link ? `\n\nOpen: ${n.link}` : ""}\n`,
    html: `<h2 style="font-size:18px;margin:0 0 8px">${escapeHtml(n.title)}</h2><p style="margin:0 0 8px">${escapeHtml(n.body)}</p>${n.link ? `<p><a href="${escapeHtml(n.link)}">Open in Milepost</a></p>` : ""}`,
  };
}

export function renderNoticeEmail(
  n: EmailNotice,
  kindLabel: string,
  unsubscribeUrl: string,
  settingsUrl: string,
): RenderedEmail {
  const body = noticeParts(n);
  const foot = footer(
    `You get this because "${kindLabel}" emails are on in your Milepost settings.`,
    unsubscribeUrl,
    settingsUrl,
  );
  return { subject: oneLine(n.title), text: body.text + foot.text, html: wrap(body.html + foot.html) };
}

export function renderDigestEmail(
  notices: EmailNotice[],
  unsubscribeUrl: string,
  settingsUrl: string,
): RenderedEmail {
  const count = `${notices.length.toLocaleString("en-US")} ${notices.length === 1 ? "notice" : "notices"}`;
  const parts = notices.map(noticeParts);
  const foot = footer(
    'You get this daily digest because some notices are set to "Daily digest" in your Milepost settings.',
    unsubscribeUrl,
    settingsUrl,
  );
  return {
    subject: `Milepost daily digest: ${count}`,
    text: `Your Milepost digest: ${count}\n\n${parts.map((p) => p.text).join("\n")}${foot.text}`,
    html: wrap(
      `<h1 style="font-size:20px">Your Milepost digest: ${count}</h1>${parts.map((p) => p.html).join('<hr style="border:none;border-top:1px solid #eee">')}${foot.html}`,
    ),
  };
}
