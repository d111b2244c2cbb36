/**
 * The few line icons the ui-kit draws itself (24×24, currentColor), so no icon font or
 * library ships to the page. Always decorative: the control around them carries the name.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 20, paths, ...rest }: IconProps & { paths: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  );
}

// Icons are drawn once at module level; each is a plain component over the shared frame.
const icon = (paths: ReactNode) => (props: IconProps) => <Svg paths={paths} {...props} />;

export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ArrowUpIcon = /* @__PURE__ */ icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);
export const TrashIcon = /* @__PURE__ */ icon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
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
export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ icon(
  <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const PencilIcon = /* @__PURE__ */ icon(<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />);
export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ icon(<path d="M12 4l9 16H3zM12 10v4M12 17h.01" />);
export const CheckIcon = /* @__PURE__ */ icon(<path d="M5 12l5 5 9-10" />);
