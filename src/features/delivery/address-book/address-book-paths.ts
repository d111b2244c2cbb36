/** The address book's URLs (spec: account §2 "addresses/manage/{addressId?}"). */
import { ADDRESSES_PATH } from '../../../platform/routes';

export { ADDRESSES_PATH };

export const managePath = (addressId?: number): string =>
  addressId === undefined ? `${ADDRESSES_PATH}/manage` : `${ADDRESSES_PATH}/manage/${addressId}`;

/** Which modal a path opens: an address id, 'new', or undefined for the list (pure). */
export function manageTarget(pathname: string): number | 'new' | undefined {
  const match = /^\/profile\/addresses\/manage(?:\/(\d+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  return match[1] === undefined ? 'new' : Number(match[1]);
}
