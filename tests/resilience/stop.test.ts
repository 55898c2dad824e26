import { afterAll, describe, expect, it } from 'vitest';
import { disposeServer, type ServerProcess, startServer } from './support/server';

describe('stopping the server', () => {
  let server: ServerProcess | undefined;
  afterAll(() => disposeServer(server));

  it('closes gracefully when the stop signal comes twice (npm passes on the one its group got)', async () => {
    server = await startServer();
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server!.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    server.child.kill('SIGTERM');
    // The second one a moment later, once the first is being handled (two pending ones merge).
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    // Not killed by the second signal: the close ran to its end and exited with 0.
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/shutdown failed/);
    expect(server.alive()).toBe(false);
  });
});
