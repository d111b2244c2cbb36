/**
 * Why WordPress could not be read, for the server's log: the address asked, its HTTP status and
 * the cause's own words. api-fetch rejects with plain `{ code, message }` objects, not Errors.
 */
export function failureReason(failure: unknown): string {
  if (!(failure instanceof Error)) return inWords(failure);
  const { cause } = failure;
  const why = cause === undefined ? failure.message : inWords(cause);
  const url = Reflect.get(failure, 'url');
  const status = Reflect.get(failure, 'httpStatus');
  const where =
    typeof url === 'string'
      ? `${url}${typeof status === 'number' ? ` (HTTP ${status})` : ''}: `
      : '';
  return `${where}${why}`;
}

function inWords(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null) {
    const code = Reflect.get(value, 'code');
    const message = Reflect.get(value, 'message');
    const parts = [code, message].filter((part) => typeof part === 'string' && part !== '');
    if (parts.length > 0) return parts.join(' ');
    return JSON.stringify(value);
  }
  return String(value);
}
