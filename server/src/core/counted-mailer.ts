import type { Mailer } from '../mail/mailer.ts';
import type { MailOutcome } from './metrics.ts';

/** A mailer whose every send is counted (`gwn_emails_total`): handed to the SMTP server, or failed. */
export function countedMailer(mailer: Mailer, count: (outcome: MailOutcome) => void): Mailer {
  return {
    ...mailer,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        count('failed');
        throw err;
      }
      count('sent');
    },
  };
}
