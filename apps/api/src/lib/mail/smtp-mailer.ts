import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer.js';

// A dead mail server must fail the request within a few seconds, not hang it.
const TIMEOUT_MS = 10_000;

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly url: string;
  private transport: Promise<Transporter> | undefined;

  constructor(
    url: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const options = new URL(url);
    options.searchParams.set('connectionTimeout', String(TIMEOUT_MS));
    options.searchParams.set('greetingTimeout', String(TIMEOUT_MS));
    options.searchParams.set('socketTimeout', String(TIMEOUT_MS));
    this.url = options.toString();
  }

  /** nodemailer is loaded with the first message, not at start (decision 0055: cold start). */
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    return this.transport;
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await (await this.transporter()).sendMail({ from: this.from, ...message });
      this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
    } catch (error) {
      this.log.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
      throw new MailDeliveryError(error);
    }
  }
}
