import type { MailMessage } from './mailer.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One plain layout for every transactional mail: a heading, paragraphs, an optional button. */
function layout(company: string, heading: string, paragraphs: string[], action?: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:system-ui,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:12px;padding:32px">
<p style="font-weight:700;color:#0f766e;margin:0 0 16px">${escape(company)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.5">${escape(p)}</p>`).join('\n')}
${action ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action.label)}</a></p>` : ''}
</div></body></html>`;
  const text = [heading, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : [])].join('\n');
  return { html, text };
}

export function otpMail(company: string, to: string, code: string, minutes: number): MailMessage {
  const body = layout(company, 'Your verification code', [
    `Your ${company} verification code is ${code}.`,
    `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
  ]);
  return { to, subject: `${code} is your ${company} verification code`, ...body };
}

export function passwordResetMail(company: string, to: string, url: string, minutes: number): MailMessage {
  const body = layout(
    company,
    'Reset your password',
    [
      'We received a request to reset the password of your account.',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url },
  );
  return { to, subject: `Reset your ${company} password`, ...body };
}

/** A moderator's decision on a listing, for its owner (the in-app notification says the same). */
export function listingDecisionMail(company: string, to: string, decision: { noun: string; title: string; approved: boolean; reason: string | null; url: string }): MailMessage {
  const heading = decision.approved ? `Your ${decision.noun} was approved` : `Your ${decision.noun} was not approved`;
  const paragraphs = decision.approved
    ? [`"${decision.title}" has been reviewed and approved.`]
    : [`"${decision.title}" has been reviewed and was not approved.`, `Reason: ${decision.reason ?? ''}`, `You can edit it and submit it again.`];
  return { to, subject: `${heading} — ${company}`, ...layout(company, heading, paragraphs, { label: `Open your ${decision.noun}`, url: decision.url }) };
}

/** The review of an agent's verification request, for the agent (the in-app notification says the same). */
export function verificationDecisionMail(company: string, to: string, decision: { approved: boolean; reason: string | null; url: string }): MailMessage {
  const heading = decision.approved ? 'You are now a verified agent' : 'Your verification request was not approved';
  const paragraphs = decision.approved
    ? [`${company} has checked your details: your profile and listings now show the verified badge.`]
    : [`${company} could not verify you this time.`, `Reason: ${decision.reason ?? ''}`, 'You can correct your details and apply again.'];
  return { to, subject: `${heading} — ${company}`, ...layout(company, heading, paragraphs, { label: 'Open your verification page', url: decision.url }) };
}
