/**
 * A storefront of a spec's own, beside the run's, for a setting the run's server does not have
 * (PUBLIC_ANONYMOUS_CART, PUBLIC_REGISTRATION_ENABLED=0, a tag manager, a WordPress that stops):
 * the same build on loopback, against the run's backend and WordPress unless `env` says others.
 * Its port comes from the run's (E2E_PORT + an offset per spec and worker), so runs side by side
 * never meet. Ready once it answers `readyPath` (a state, polled; no fixed wait).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';
import { storefrontEnv } from '../playwright.config';

export interface SideStorefront {
  url: string;
  /** Stops it and waits until it has exited: its port is free for the next one. */
  stop(): Promise<void>;
}

/** The port `offset` after the run's storefront (E2E_PORT, default 4399). */
export const sidePort = (offset: number) => Number(process.env.E2E_PORT ?? 4399) + offset;

export async function startSideStorefront(
  port: number,
  env: Record<string, string>,
  { readyPath = '/' } = {},
): Promise<SideStorefront> {
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, ...storefrontEnv(port), ...env },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill();
    await exited;
  };
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}${readyPath}`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { message: `the storefront on ${url} answers`, timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
