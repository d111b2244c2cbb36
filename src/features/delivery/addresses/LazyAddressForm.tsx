/**
 * The address form as the address book loads it on demand: the default export of a module only
 * imported dynamically. Importing AddressForm itself that way (the dialog imports it statically)
 * made the bundler build a namespace object, and its helper landed in every page's runtime.
 */
import type { ComponentProps } from 'react';
import { AddressForm } from './AddressForm';

export default function LazyAddressForm(props: ComponentProps<typeof AddressForm>) {
  return <AddressForm {...props} />;
}
