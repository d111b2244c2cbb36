import { describe, expect, it } from 'vitest';
import { loginSchema, userDataSchema } from './sign-in-answer';

describe('the sign-in answer check', () => {
  it('passes the answers the backend gives', () => {
    expect(loginSchema.safeParse({ user: { userId: 7, login: 'a' }, cartId: 12 }).success).toBe(
      true,
    );
    expect(loginSchema.safeParse({ user: { userId: 7 } }).success).toBe(true);
    expect(userDataSchema.safeParse({ user: { userId: -1 } }).success).toBe(true);
  });

  it('says where an answer is wrong, as a zod schema would', () => {
    expect(loginSchema.safeParse({ user: { userId: '7' }, cartId: 1 }).error?.issues).toEqual([
      { path: ['user', 'userId'], message: 'expected a number' },
    ]);
    expect(loginSchema.safeParse({ user: { userId: 7 }, cartId: '12' }).error?.issues).toEqual([
      { path: ['cartId'], message: 'expected a number' },
    ]);
    expect(loginSchema.safeParse({ cartId: 1 }).error?.issues).toEqual([
      { path: ['user'], message: 'expected an object' },
    ]);
    expect(userDataSchema.safeParse(null).success).toBe(false);
    expect(userDataSchema.safeParse([{ user: { userId: 1 } }]).success).toBe(false);
  });
});
