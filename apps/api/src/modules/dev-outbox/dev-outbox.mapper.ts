import type { OutboxMail as OutboxMailDto } from '@billfold/contract';
import type { OutboxMail } from '@billfold/db';

export function toOutboxMailDto(mail: OutboxMail): OutboxMailDto {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: mail.createdAt.toISOString(),
  };
}
