import net from 'node:net';

/**
 * Runs `work` while `count` clients hold connections open by trickling a request body a byte at a
 * time (the slow-client attack the request timeout cuts), so the bench shows what normal requests
 * cost meanwhile. Returns the work's result and how many slow connections the server had cut.
 */
export async function underSlowClients<T>(port: number, count: number, work: () => Promise<T>): Promise<{ result: T; cut: number }> {
  let cut = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(
              'POST /api/member/login HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
            );
            resolve(socket);
          });
          socket.on('error', () => undefined);
          socket.once('close', () => (cut += 1));
          socket.once('error', reject);
        }),
    ),
  );
  const trickle = setInterval(() => sockets.forEach((s) => s.writable && s.write(' ')), 500);
  try {
    const result = await work();
    return { result, cut };
  } finally {
    clearInterval(trickle);
    sockets.forEach((s) => s.destroy());
  }
}
