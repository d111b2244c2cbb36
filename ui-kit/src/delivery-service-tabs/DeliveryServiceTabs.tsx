import { addMessages, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import { onTabListKeyDown } from '../tabs';
import styles from './delivery-service-tabs.module.css';

addMessages(uiDelivery);

export interface DeliveryServiceTab {
  /** 1 store pickup, 2 home delivery, 10000/10002 lockers (spec: account §9). */
  deliveryServiceId: number;
  name: string;
  iconSrc?: string;
}

export interface DeliveryServiceTabsProps {
  services: readonly DeliveryServiceTab[];
  selected: number | undefined;
  onSelect(deliveryServiceId: number): void;
  /** The id of the element listing the selected service's addresses. */
  panelId: string;
  label?: string;
}

/** The address selector's tabs, one per delivery service (spec: account §2 Address selector). */
export function DeliveryServiceTabs({
  services,
  selected,
  onSelect,
  panelId,
  label = t('ui.deliveryServices.label'),
}: DeliveryServiceTabsProps) {
  const ids = services.map((service) => service.deliveryServiceId);
  const current = selected ?? ids[0];
  return (
    <div
      role="tablist"
      aria-label={label}
      className={styles.tabs}
      onKeyDown={(event) => onTabListKeyDown(event, ids, current, onSelect)}
    >
      {services.map((service) => {
        const isSelected = service.deliveryServiceId === current;
        return (
          <button
            key={service.deliveryServiceId}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(service.deliveryServiceId)}
          >
            {service.iconSrc ? <img className={styles.icon} src={service.iconSrc} alt="" /> : null}
            {service.name}
          </button>
        );
      })}
    </div>
  );
}
