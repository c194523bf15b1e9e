/** One rendered message, ready to leave. */
export interface OutgoingMail {
  /** The mail.send job's id: the same message delivered twice carries the same id. */
  jobId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template?: string;
}

/** Where mail goes: SMTP in production, the dev outbox when SMTP_URL is unset. */
export interface MailTransport {
  readonly kind: string;
  /** Throws PermanentJobError when retrying cannot help; any other error is retried. */
  deliver(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void> | void;
}

/** Injection token of the MailTransport. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
