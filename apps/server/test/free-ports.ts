import net from 'node:net';

/** Whether a server could listen on this loopback port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Ports in a test file's own range (below the kernel's ephemeral range, so no outgoing
 * connection takes one meanwhile) that nothing listens on now. Picking at random alone once
 * landed on RabbitMQ's 5672, which runs on this machine.
 */
export async function freePortsIn(count: number, from: number, to: number): Promise<number[]> {
  const chosen: number[] = [];
  for (let tries = 0; chosen.length < count && tries < 200; tries++) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (!chosen.includes(port) && (await canListen(port))) chosen.push(port);
  }
  if (chosen.length < count) throw new Error(`no ${count} free ports in ${from}–${to}`);
  return chosen;
}

export async function freePortIn(from: number, to: number): Promise<number> {
  const [port] = await freePortsIn(1, from, to);
  return port as number;
}
