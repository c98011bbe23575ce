import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `attachments` (an invoice's PDF) go as MIME parts, through SMTP and into the outbox's .eml alike. */
export type Mail = { to: string; subject: string; text: string; attachments?: { filename: string; content: Buffer; contentType: string }[] };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each mail becomes one .eml file in the outbox folder. */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log(`mail to ${mail.to} written to ${file}`);
    },
  };
}
