/**
 * The shopper's messages (issue 29, docs/adr/0015): newest first with the unread count, a fresh
 * shopper with or without the demo's messages, mark-read persisted and for the owner only, a
 * guest refused with 419. Every request and answer is checked against openapi/ebsn.yaml.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS } from '../messages.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

async function signIn(login: string): Promise<string> {
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false, show_sectors: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  expect(reply.body.response.status).toBe(0);
  return reply.session ?? '';
}

async function freshShopper(options: Record<string, unknown>): Promise<string> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  const { login } = (await answer.json()) as { login: string };
  return signIn(login);
}

interface Listed {
  messages: {
    messageId: number;
    title: string;
    sentAt: string;
    read: boolean;
    bodyFormat: string;
  }[];
  unread: number;
}
const list = async (session: string) =>
  (await shop.api('GET', '/user-messages/list', { session })).body.data as unknown as Listed;

describe('user-messages', () => {
  it("lists Mario's messages newest first with the unread count", async () => {
    const { messages, unread } = await list(await signIn('mario.rossi@example.it'));
    expect(messages).toHaveLength(3);
    const times = messages.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(unread).toBe(2);
    expect(messages.filter((m) => !m.read)).toHaveLength(2);
    expect(messages.some((m) => m.bodyFormat === 'html')).toBe(true);
  });

  it('gives a fresh shopper none, or the demo account’s with the option', async () => {
    expect(await list(await freshShopper({}))).toEqual({ messages: [], unread: 0 });
    const copied = await list(await freshShopper({ like: 1001, messages: true }));
    expect(copied.messages.map((m) => m.title)).toHaveLength(3);
    expect(copied.unread).toBe(2);
  });

  it('marks a message read, keeps it read, and counts one fewer', async () => {
    const session = await freshShopper({ like: 1001, messages: true });
    const target = (await list(session)).messages.find((m) => !m.read);
    if (!target) throw new Error('an unread message was seeded');
    const marked = await shop.api('POST', '/user-messages/mark-read', {
      session,
      query: { messageId: target.messageId },
    });
    expect(marked.body.data).toEqual({ messageId: target.messageId, read: true, unread: 1 });
    const again = await shop.api('POST', '/user-messages/mark-read', {
      session,
      query: { messageId: target.messageId },
    });
    expect((again.body.data as { unread: number }).unread).toBe(1);
    const after = await list(session);
    expect(after.messages.find((m) => m.messageId === target.messageId)?.read).toBe(true);
    const counted = await shop.api('GET', '/user-messages/unread', { session });
    expect(counted.body.data).toEqual({ unread: 1 });
  });

  it("refuses another shopper's message and leaves it unread", async () => {
    const owner = await freshShopper({ like: 1001, messages: true });
    const target = (await list(owner)).messages.find((m) => !m.read);
    if (!target) throw new Error('an unread message was seeded');
    const other = await freshShopper({});
    const refused = await shop.api('POST', '/user-messages/mark-read', {
      session: other,
      query: { messageId: target.messageId },
    });
    expect(refused.body.response.errors[0]?.error).toBe(BACKEND_TEXTS.notFound);
    expect((await list(owner)).unread).toBe(2);
  });

  it('answers a guest 419 for the list, and no unread messages for the count', async () => {
    const listed = await shop.api('GET', '/user-messages/list', { check: 'none' });
    expect(listed.status).toBe(419);
    const counted = await shop.api('GET', '/user-messages/unread');
    expect(counted.status).toBe(200);
    expect(counted.body.data).toEqual({ unread: 0 });
  });
});
