/**
 * The shop's icons (cart lines, steppers, carousels, pagination, addresses, timeslots), over the
 * frame of icons.tsx. Apart so that the sign-in form does not download them.
 */
import { icon } from './icons';

export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);
/** A product that may be replaced when it is missing (checkout lines). */
export const SwapIcon = /* @__PURE__ */ icon(<path d="M4 8h14l-3-3M20 16H6l3 3" />);
export const TrashIcon = /* @__PURE__ */ icon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);
export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const StarIcon = /* @__PURE__ */ icon(
  <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
);
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="M6 9l6 6 6-6" />);
export const PencilIcon = /* @__PURE__ */ icon(<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />);
