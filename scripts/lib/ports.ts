import { createServer } from 'node:net';

/** True when nothing listens on `port` at `host` (a loopback or wildcard address). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      // No such interface here (e.g. ::1 without IPv6): nothing can listen there either.
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT') resolve(true);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function isFreeOnAll(port: number, hosts: readonly string[]): Promise<boolean> {
  for (const host of hosts) if (!(await isPortFree(port, host))) return false;
  return true;
}

/** A port the system has just said is free on `hosts`. */
async function anyFreePort(hosts: readonly string[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, hosts[0], () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port > 0 && (await isFreeOnAll(port, hosts))) return port;
  }
  throw new Error(`found no free port on ${hosts.join(', ')}`);
}

export interface PortRequest {
  /** The variable that sets the port, e.g. EMBEDDED_DATABASE_PORT. */
  variable: string;
  /** Its value (undefined when unset). */
  value: string | undefined;
  /** The port used when the variable is unset. */
  fallback: number;
  /** What listens there, for the messages, e.g. "the embedded PostgreSQL". */
  what: string;
  /** The addresses the server will listen on. */
  hosts: readonly string[];
}

export interface PortChoice {
  port: number;
  /** Set when the default was taken and another port was chosen: one line to show. */
  note?: string;
}

/** Thrown when the port cannot be used; its message says which variable to set. */
export class PortUnavailableError extends Error {}

/**
 * The port for a server of pnpm dev / pnpm start. A port set in its variable is used as it is,
 * or the start stops with a message naming the port and the variable when something else holds
 * it. Unset, the default is used, or a free port when the default is taken (a second copy of
 * Billfold on the same machine), with a note saying so.
 */
export async function choosePort(request: PortRequest): Promise<PortChoice> {
  const { variable, value, fallback, what, hosts } = request;
  if (value !== undefined && value.trim() !== '') {
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new PortUnavailableError(
        `${variable} must be a port number from 1 to 65535, not "${value}".`,
      );
    }
    if (!(await isFreeOnAll(port, hosts))) {
      throw new PortUnavailableError(
        `port ${port} for ${what} (${variable}=${port}) is taken: another program, or another copy of ` +
          `Billfold, listens on it. Stop it, or set ${variable} to a free port.`,
      );
    }
    return { port };
  }
  if (await isFreeOnAll(fallback, hosts)) return { port: fallback };
  const port = await anyFreePort(hosts);
  return {
    port,
    note: `port ${fallback} is taken (another copy of Billfold?): ${what} uses port ${port} instead; set ${variable} to choose one.`,
  };
}
