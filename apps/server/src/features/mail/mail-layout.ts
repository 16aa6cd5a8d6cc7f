const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  lang: string;
  rtl: boolean;
  company: string;
  heading: string;
  /** Greeting first, signature last; each is one paragraph (line breaks kept). */
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
}

/**
 * One plain layout for every transactional mail, as HTML and as text: a heading, paragraphs, an
 * optional button. Inline styles only (mail clients drop style sheets); every text is escaped.
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { lang, rtl, company, heading, paragraphs, action } = content;
  const dir = rtl ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${escape(lang)}" dir="${dir}"><body style="margin:0;background:#f4f6f8;font-family:system-ui,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:12px;padding:32px;text-align:${rtl ? 'right' : 'left'}">
<p style="font-weight:700;color:#0f766e;margin:0 0 16px">${escape(company)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5;white-space:pre-line">${escape(p)}</p>`).join('\n')}
${action ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action.label)}</a></p>` : ''}
</div></body></html>`;
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n').trimEnd();
  return { html, text };
}
