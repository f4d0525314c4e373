import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Settings } from '@dukkan/shared';

export interface Mail {
  /** What the mail is for (password-reset, invitation); lets a developer filter the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, kept apart so the outbox can be read without parsing bodies. */
  link: string | null;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

export const MAIL_FROM = process.env.MAIL_FROM ?? 'Dukkan <no-reply@dukkan.local>';

/**
 * Sends a mail by SMTP when SMTP_URL is set, otherwise writes it to the `auth_outbox` table. Called after the
 * change it reports has committed; a failed SMTP delivery is logged, never shown (the answer must not reveal
 * whether an address has an account).
 */
export async function deliverMail(em: EntityManager, settings: Settings, mail: Mail): Promise<void> {
  if (!settings.smtpUrl) {
    await em.execute(
      'INSERT INTO auth_outbox (kind, recipient, subject, body_text, body_html, link) VALUES (?, ?, ?, ?, ?, ?)',
      [mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.link],
    );
    return;
  }
  try {
    await transportFor(settings.smtpUrl).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    console.error(`[auth] mail to ${mail.to} (${mail.kind}) failed: ${(error as Error).message}`);
  }
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
