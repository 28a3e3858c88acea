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

export type ParsedMail = { headers: Record<string, string>; text: string };

/**
 * A received message's headers (unfolded, by lower-case name) and its plain-text body decoded
 * from quoted-printable, as a mail program shows them.
 */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers["content-transfer-encoding"] ?? "")) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    body = Buffer.from(bytes, "latin1").toString("utf8");
  }
  return { headers, text: body };
}
