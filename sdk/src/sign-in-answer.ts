/**
 * The check of the sign-in answers (auth/login, the back office's sign-in): `data.user.userId` a
 * number, `data.cartId` a number when present. Written by hand, not with zod: signing in is the
 * first call a shopper makes, and leaving zod's core out of it keeps `/login` within its 100 KB
 * budget (issue 13, `npm run bench:login`). Same contract as a zod schema's `safeParse`.
 */
import type { ResponseSchema } from './envelope';

type Issue = { path: PropertyKey[]; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function issuesOf(data: unknown, cartId: boolean): Issue[] {
  if (!isRecord(data)) return [{ path: [], message: 'expected an object' }];
  const issues: Issue[] = [];
  if (!isRecord(data.user)) issues.push({ path: ['user'], message: 'expected an object' });
  else if (typeof data.user.userId !== 'number')
    issues.push({ path: ['user', 'userId'], message: 'expected a number' });
  if (cartId && data.cartId !== undefined && typeof data.cartId !== 'number')
    issues.push({ path: ['cartId'], message: 'expected a number' });
  return issues;
}

const answerCheck = (cartId: boolean): ResponseSchema => ({
  safeParse(data) {
    const issues = issuesOf(data, cartId);
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
});

/** auth/login: the user, and the cart opened for them. */
export const loginSchema = answerCheck(true);
/** The back office's sign-in and customer choice: the user acted as. */
export const userDataSchema = answerCheck(false);
