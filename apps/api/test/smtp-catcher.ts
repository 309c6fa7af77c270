import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The raw message as sent. */
  data: string;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 for the API's mail tests. */
export interface SmtpCatcher {
  /** SMTP_URL for the mailer. */
  url: string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with 450 (a busy mailbox), so nothing is delivered. */
  refusing: boolean;
  /** While set, recipients get no answer until it settles (a server that hangs). */
  held: Promise<void> | null;
  stop(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: SmtpCatcher = {
    url: '',
    received: [],
    refusing: false,
    held: null,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const answer = () =>
        callback(
          catcher.refusing ? Object.assign(new Error('mailbox busy'), { responseCode: 450 }) : undefined,
        );
      if (catcher.held) void catcher.held.then(answer);
      else answer();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        catcher.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  catcher.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return catcher;
}
