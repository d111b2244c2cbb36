import { describe, expect, it } from 'vitest';
import { resetLinkOf } from './reset-link';

const query = (search: string) => new URLSearchParams(search);

describe('resetLinkOf (the query of a mailed reset link)', () => {
  it('given a token and an e-mail, then both, trimmed', () => {
    expect(resetLinkOf(query('reset_token=%20AB12%20&e_mail=mario%40example.it'))).toEqual({
      token: 'AB12',
      email: 'mario@example.it',
    });
  });

  it('given a token alone, then no e-mail', () => {
    expect(resetLinkOf(query('reset_token=AB12&e_mail='))).toEqual({ token: 'AB12' });
  });

  it('given no token, an empty one or one far too long, then no link', () => {
    expect(resetLinkOf(query('e_mail=mario%40example.it'))).toBeUndefined();
    expect(resetLinkOf(query('reset_token=%20%20'))).toBeUndefined();
    expect(resetLinkOf(query(`reset_token=${'A'.repeat(257)}`))).toBeUndefined();
  });
});
