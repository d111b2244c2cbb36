/**
 * The rows of the address book page (spec: account §2 "Address selector"): what a row shows,
 * worked out where the addresses are loaded (the server, or the page's actions after a change),
 * so the page's island carries none of the rules' code.
 */
import {
  type Address,
  addressKind,
  addressText,
  isFacilitated,
  type ServiceTab,
} from '../addresses/addresses';

export interface BookRow {
  address: Address;
  kind: 'home' | 'store' | 'locker';
  text: string;
  facilitated: boolean;
}

export interface BookGroup {
  service: ServiceTab;
  /**
   * Home delivery: the shopper's own addresses, with 'AGGIUNGI INDIRIZZO', and edit and delete
   * on home rows — as in the dialog, where they appear on the home-delivery tab only.
   */
  home: boolean;
  rows: BookRow[];
  /** The service's addresses could not be loaded: said in its place. */
  failed?: true;
}

export function bookRowOf(address: Address): BookRow {
  const kind = addressKind(address);
  return {
    address,
    kind,
    text: addressText(address),
    facilitated: isFacilitated(address),
  };
}
