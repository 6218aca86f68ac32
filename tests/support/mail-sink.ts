import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/** A mail as the test SMTP server received it, decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  to: string[];
  subject: string;
  from: string;
  replyTo: string;
  messageId: string;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

export interface MailSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface MailSinkOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  onMail?: (mail: ReceivedMail) => void;
  /** Answers RCPT TO with this error (e.g. 451 or 550) instead of accepting. */
  rejectRecipients?: { code: number; message: string };
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every mail it receives. */
export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const error = Object.assign(new Error(options.rejectRecipients.message), {
        responseCode: options.rejectRecipients.code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMessage(Buffer.concat(chunks), {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        mails.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader for what nodemailer writes: (nested) multipart, 7bit, quoted-printable or base64, UTF-8.

interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function splitPart(raw: Buffer): MimePart {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const headerBlock = end === -1 ? text : text.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of headerBlock.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? Buffer.alloc(0) : raw.subarray(end + 4) };
}

function headerParam(value: string | undefined, name: string): string | undefined {
  const match = value?.match(new RegExp(`${name}="?([^";]+)"?`, "i"));
  return match?.[1];
}

function decodeQuotedPrintable(body: Buffer): Buffer {
  const text = body.toString("latin1").replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.toString("latin1"), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  return part.body.toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in header values. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(Buffer.from(data.replace(/_/g, " "), "latin1")).toString("utf8"),
    );
}

function collectBodies(part: MimePart, found: { text: string; html: string }): void {
  const type = (part.headers["content-type"] ?? "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = headerParam(part.headers["content-type"], "boundary");
    if (!boundary) return;
    const sections = part.body.toString("latin1").split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectBodies(splitPart(Buffer.from(section.replace(/^\r\n/, ""), "latin1")), found);
    }
    return;
  }
  const content = decodeBody(part).replace(/\r\n/g, "\n").trimEnd();
  if (type.startsWith("text/html")) found.html ||= content;
  else if (type.startsWith("text/plain")) found.text ||= content;
}

export function parseMessage(raw: Buffer, envelope: { envelopeFrom: string; to: string[] }): ReceivedMail {
  const root = splitPart(raw);
  const headers = Object.fromEntries(Object.entries(root.headers).map(([name, value]) => [name, decodeWords(value)]));
  const bodies = { text: "", html: "" };
  collectBodies(root, bodies);
  return {
    ...envelope,
    subject: headers["subject"] ?? "",
    from: headers["from"] ?? "",
    replyTo: headers["reply-to"] ?? "",
    messageId: headers["message-id"] ?? "",
    headers,
    ...bodies,
  };
}
