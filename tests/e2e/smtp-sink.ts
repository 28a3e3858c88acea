import { SMTPServer } from "smtp-server";

/** A local SMTP server that keeps every message it accepts, for the notification tests. */
export class SmtpSink {
  readonly received: string[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        let raw = "";
        stream.on("data", (chunk) => {
          raw += chunk;
        });
        stream.on("end", () => {
          this.received.push(raw);
          callback();
        });
      },
    });
    // A client that dies mid-conversation (an app server killed by a fault test) resets its
    // connection; the sink takes note of nothing and goes on serving the others.
    server.on("error", () => {});
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, "127.0.0.1", () => resolve()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The messages about the lead who wrote from this address. */
  about(email: string): string[] {
    return this.received.filter((raw) => raw.includes(`Reply-To: ${email}`));
  }
}
