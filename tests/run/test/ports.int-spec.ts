import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, isPortFree, PortUnavailableError } from '../../../scripts/lib/ports.ts';

const hosts = ['127.0.0.1'];
const servers: Server[] = [];

/** Holds a port, as another copy of Billfold (or any program) would. */
async function occupy(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A port that was free a moment ago: occupied, then let go. */
async function freedPort(): Promise<number> {
  const port = await occupy();
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return port;
}

/** The embedded PostgreSQL's port, with EMBEDDED_DATABASE_PORT set to `value`. */
const databasePort = (value: string | undefined, fallback: number) =>
  choosePort({
    variable: 'EMBEDDED_DATABASE_PORT',
    value,
    fallback,
    what: 'the embedded PostgreSQL',
    hosts,
  });

describe('the ports of pnpm dev / pnpm start', () => {
  it('uses the default when it is free', async () => {
    const port = await freedPort();
    expect(await databasePort(undefined, port)).toEqual({ port });
  });

  it('takes a free port, and says so in one line, when the default is taken', async () => {
    const taken = await occupy();
    const choice = await databasePort(undefined, taken);
    expect(choice.port).not.toBe(taken);
    expect(await isPortFree(choice.port, '127.0.0.1')).toBe(true);
    expect(choice.note).toBe(
      `port ${taken} is taken (another copy of Billfold?): the embedded PostgreSQL uses port ${choice.port} instead; set EMBEDDED_DATABASE_PORT to choose one.`,
    );
    expect(choice.note).not.toContain('\n');
  });

  it('stops with the port and the variable named when a port that was set is taken', async () => {
    const taken = await occupy();
    const choosing = databasePort(String(taken), 54329);
    await expect(choosing).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(choosing).rejects.toThrow(
      `port ${taken} for the embedded PostgreSQL (EMBEDDED_DATABASE_PORT=${taken}) is taken: another program, or another copy of Billfold, listens on it. Stop it, or set EMBEDDED_DATABASE_PORT to a free port.`,
    );
  });

  it('uses a port that was set when it is free, and refuses one that is not a port', async () => {
    const port = await freedPort();
    expect(
      await choosePort({
        variable: 'PORT',
        value: String(port),
        fallback: 3000,
        what: 'the API',
        hosts,
      }),
    ).toEqual({ port });
    await expect(
      choosePort({ variable: 'PORT', value: 'eighty', fallback: 3000, what: 'the API', hosts }),
    ).rejects.toThrow('PORT must be a port number from 1 to 65535, not "eighty".');
  });

  it('sees a port held on loopback as taken for a server on every interface', async () => {
    const taken = await occupy();
    expect(await isPortFree(taken, '0.0.0.0')).toBe(false);
  });
});
