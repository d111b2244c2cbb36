/**
 * The address selector's rows (spec: account §2 "Address selector"): a row per address of the
 * service's tab, the one on the cart marked chosen (unless the API assumed it), edit and delete
 * only for a home address on the home-delivery tab. And the selector's loading state.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { AddressRow, Skeleton } from '@sporta/ui-kit';
import { $cart } from '../../platform/shopper/cart-state';
import { type Address, addressKind, addressText, isFacilitated } from './addresses/addresses';
import { SERVICE } from './delivery-state';

addMessages(delivery);

export interface AddressRowsProps {
  addresses: Address[];
  service: number;
  onChoose(address: Address): void;
  onEdit(address: Address): void;
  onDelete(address: Address): void;
}

export function AddressRows({ addresses, service, onChoose, onEdit, onDelete }: AddressRowsProps) {
  const current = useStore($cart)?.shippingAddress;
  return (
    <ul className="address-selector__list">
      {addresses.map((address) => {
        const kind = addressKind(address);
        const home = kind === 'home';
        return (
          <li key={address.addressId}>
            <AddressRow
              name={address.addressName ?? ''}
              address={addressText(address)}
              kind={kind}
              isDefault={address.isDefault === true}
              facilitated={isFacilitated(address)}
              selected={
                current?.addressId === address.addressId &&
                current.deliveryServiceId === service &&
                !current.autoAssigned
              }
              onSelect={() => onChoose(address)}
              {...(home && service === SERVICE.homeDelivery
                ? { onEdit: () => onEdit(address), onDelete: () => onDelete(address) }
                : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function AddressesLoading() {
  return (
    <>
      <p role="status" className="address-selector__status">
        {t('delivery.address.loading')}
      </p>
      <Skeleton shape="text" lines={4} />
    </>
  );
}
