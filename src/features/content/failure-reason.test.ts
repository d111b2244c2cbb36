import { ContentError } from '@sporta/sdk';
import { failureReason } from './failure-reason';

describe('failureReason', () => {
  it("says where and why when api-fetch's plain object is the cause", () => {
    const failure = new ContentError('http://127.0.0.1:9400/wp-json/menus/v1/menus/footer', {
      cause: { code: 'fetch_error', message: 'You are probably offline.' },
    });
    expect(failureReason(failure)).toBe(
      'http://127.0.0.1:9400/wp-json/menus/v1/menus/footer: fetch_error You are probably offline.',
    );
  });

  it('gives the HTTP status of a refused call and an Error cause its message', () => {
    const failure = new ContentError('http://cms/wp-json/wp/v2/pages', {
      httpStatus: 503,
      cause: new SyntaxError('Unexpected token < in JSON'),
    });
    expect(failureReason(failure)).toBe(
      'http://cms/wp-json/wp/v2/pages (HTTP 503): Unexpected token < in JSON',
    );
  });

  it('describes what is not an Error', () => {
    expect(failureReason({ status: 'down' })).toBe('{"status":"down"}');
    expect(failureReason('timeout')).toBe('timeout');
  });
});
