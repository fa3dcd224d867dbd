// A real mail server for tests (the smtp-server package) on a loopback port: it can be down (not
// listening), accept, refuse every recipient for good (550) or for now (450), or be silent (accept
// connections and never greet). What it received is kept, with each message's Message-ID.
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string;
  /** The envelope's sender (MAIL FROM). */
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

export type SmtpMood = "accept" | "refuse" | "busy" | "silent";

export interface TestSmtp {
  port: number;
  /** SMTP_URL for the shop. */
  url: string;
  received: ReceivedMail[];
  /** Starts listening (on the same port every time) in the given mood. */
  start(mood?: SmtpMood): Promise<void>;
  /** Stops listening: the shop's connections are refused. */
  stop(): Promise<void>;
  /** How many of the received messages carry each Message-ID. */
  countsByMessageId(): Map<string, number>;
  /** The silent server's connections still open: each a try waiting for its greeting. */
  waiting(): net.Socket[];
}

/** A free loopback port, for a server that starts later. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im")
    .exec(raw.slice(0, raw.search(/\r?\n\r?\n/)))?.[1]
    ?.trim() ?? "";

/** A mail server that is down until `start` is called. */
export async function testSmtp(port?: number): Promise<TestSmtp> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let running: { close(): Promise<void> } | null = null;
  const silentSockets = new Set<net.Socket>();

  function smtpServer(mood: Exclude<SmtpMood, "silent">) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 1000,
      onRcptTo(_address, _session, callback) {
        if (mood === "accept") return callback();
        const refusal =
          mood === "refuse"
            ? Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 })
            : Object.assign(new Error("4.2.1 Mailbox busy, try later"), { responseCode: 450 });
        return callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          received.push({
            messageId: header(raw, "Message-ID"),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: header(raw, "Subject"),
            raw,
          });
          callback();
        });
      },
    });
    return {
      listen: () => new Promise<void>((done) => server.listen(chosen, "127.0.0.1", done)),
      close: () => new Promise<void>((done) => server.close(() => done())),
    };
  }

  function silentServer() {
    const sockets = silentSockets;
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    });
    return {
      listen: () => new Promise<void>((done) => server.listen(chosen, "127.0.0.1", done)),
      close: () =>
        new Promise<void>((done) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => done());
        }),
    };
  }

  const smtp: TestSmtp = {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    async start(mood = "accept") {
      await smtp.stop();
      const server = mood === "silent" ? silentServer() : smtpServer(mood);
      await server.listen();
      running = server;
    },
    async stop() {
      const server = running;
      running = null;
      await server?.close();
    },
    waiting: () => [...silentSockets],
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of received)
        counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
  };
  return smtp;
}
