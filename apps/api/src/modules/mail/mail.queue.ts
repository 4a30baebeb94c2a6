import { type Executor, mailQueue } from '@pathshala/db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Puts a message on the durable mail queue. Call it inside the transaction that decides to send, so
 * mail and data commit together; the mail worker sends it afterwards with retries.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail, at: Date): Promise<void> {
  await db.insert(mailQueue).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    createdAt: at,
    nextAttemptAt: at,
  });
}
