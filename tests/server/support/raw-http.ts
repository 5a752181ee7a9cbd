import net from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP/1.1 reply in what a socket received (status, lower-cased headers, body). */
export function parseReply(raw: string): RawReply | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (!raw.startsWith('HTTP/1.1 ') || end < 0) return undefined;
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const rest = raw.slice(end + 4);
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: Number.isNaN(length) ? rest : Buffer.from(rest).subarray(0, length).toString(),
  };
}

/** A socket that records everything it receives and whether (and how) it closed. */
export function openSocket(port: number): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = net.connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    // A refused or reset connection is what some tests expect: record it as closed, not thrown.
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Sends raw request bytes on a fresh connection (Connection: close) and returns the parsed reply. */
export async function rawRequest(port: number, request: string | Buffer): Promise<RawReply> {
  const { socket, received, closed } = await openSocket(port);
  socket.write(request);
  await closed;
  const reply = parseReply(received());
  if (!reply) throw new Error(`no HTTP reply: ${received().slice(0, 200)}`);
  return reply;
}

/** Waits for something that happens on the server's own schedule, checking every few ms (no timing assertion). */
export async function eventually<T>(probe: () => Promise<T | undefined>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const got = await probe();
    if (got !== undefined) return got;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the condition never held');
}
