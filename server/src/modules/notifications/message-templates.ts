import {
  emailLayoutEn,
  emailLayoutFr,
  fillTemplate,
  type Language,
  type MessageTemplateName,
  messagesEn,
  messagesFr,
} from "@gkf/contract";

/** Each language's templates and e-mail frame (packages/contract/src/i18n/messages.<language>.ts). */
type EmailLayout = Record<keyof typeof emailLayoutEn, string>;
const CATALOGUES: Record<Language, { messages: Record<MessageTemplateName, TemplateEntry>; layout: EmailLayout }> = {
  en: { messages: messagesEn, layout: emailLayoutEn },
  fr: { messages: messagesFr, layout: emailLayoutFr },
};

interface TemplateEntry {
  subject?: string;
  text: string;
  action?: string;
}

export interface RenderedMessage {
  subject: string | null;
  text: string;
  /** E-mails only. */
  html: string | null;
}

const GREEN = "#14532d";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const isUrl = (value: string) => /^https?:\/\/\S+$/.test(value);

/** One placeholder's value in HTML: escaped, links clickable, the code standing out. */
function htmlValue(value: string, secret: string | undefined): string {
  if (isUrl(value))
    return `<a href="${escapeHtml(value)}" style="color:${GREEN};word-break:break-all">${escapeHtml(value)}</a>`;
  if (secret && value === secret) {
    return `<strong style="font-family:'Courier New',monospace;font-size:22px;letter-spacing:4px;color:${GREEN}">${escapeHtml(value)}</strong>`;
  }
  return escapeHtml(value);
}

/** Fills a piece of template text for HTML: the template's own words escaped, values by htmlValue. */
function fillHtml(template: string, values: Record<string, string>, secret: string | undefined): string {
  let html = "";
  let last = 0;
  for (const match of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    html += escapeHtml(template.slice(last, match.index));
    const value = values[match[1] ?? ""];
    html += value === undefined ? escapeHtml(match[0]) : htmlValue(value, secret);
    last = (match.index ?? 0) + match[0].length;
  }
  return html + escapeHtml(template.slice(last));
}

function button(href: string, label: string, layout: EmailLayout): string {
  const url = escapeHtml(href);
  return (
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${GREEN};color:#ffffff;` +
    `text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:6px">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(layout.link_fallback)}<br>` +
    `<a href="${url}" style="color:${GREEN};word-break:break-all">${url}</a></p>`
  );
}

/** The HTML part: the federation's frame around the message's paragraphs. */
function renderHtml(
  entry: TemplateEntry,
  subject: string,
  values: Record<string, string>,
  language: Language,
  secret?: string,
): string {
  const layout = CATALOGUES[language].layout;
  const paragraphs = entry.text.split(/\n{2,}/).map((paragraph) => {
    const onlyPlaceholder = paragraph.trim().match(/^\{\{\s*(\w+)\s*\}\}$/);
    const value = onlyPlaceholder ? values[onlyPlaceholder[1] ?? ""] : undefined;
    if (value !== undefined && isUrl(value)) return button(value, entry.action ?? value, layout);
    const lines = paragraph.split("\n").map((line) => fillHtml(line, values, secret));
    return `<p style="margin:0 0 16px">${lines.join("<br>")}</p>`;
  });
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f5f3;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f3;padding:24px 8px">',
    '<tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #dde3dd;border-radius:8px">',
    `<tr><td style="background:${GREEN};color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0">`,
    `<div style="font-size:18px;font-weight:bold">${escapeHtml(layout.federation)}</div>`,
    `<div style="font-size:13px;color:#cfe8d6">${escapeHtml(layout.portal)}</div></td></tr>`,
    `<tr><td style="padding:24px;font-size:15px;line-height:1.55">${paragraphs.join("")}</td></tr>`,
    '<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">',
    `${escapeHtml(layout.footer)}</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("");
}

/**
 * A message from its one catalogue entry: subject and text filled as plain text, and for
 * e-mails the HTML part from the same words. `secret` is the code the message carries; `language`
 * the member's (their account's `language`, English by default).
 */
export function renderMessage(
  name: MessageTemplateName,
  values: Record<string, string>,
  secret?: string,
  language: Language = "en",
): RenderedMessage {
  const entry = CATALOGUES[language].messages[name];
  const subject = entry.subject ? fillTemplate(entry.subject, values) : null;
  const rendered = {
    subject,
    text: fillTemplate(entry.text, values),
    html: subject === null ? null : renderHtml(entry, subject, values, language, secret),
  };
  // A guardian who has not given their name yet (decision 111): "Hello," rather than "Hello ,".
  if (values.first_name !== "") return rendered;
  const tidy = (value: string) => value.replace(/ +,/g, ",");
  return {
    subject: rendered.subject === null ? null : tidy(rendered.subject),
    text: tidy(rendered.text),
    html: rendered.html === null ? null : tidy(rendered.html),
  };
}
