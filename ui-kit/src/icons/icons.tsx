/**
 * The few line icons the ui-kit draws itself (24×24, currentColor), so no icon font or
 * library ships to the page. Always decorative: the control around them carries the name.
 * Here the frame and the icons of forms, dialogs and messages (every page's first island may
 * need them); the shop's own — cart, stepper, carousel, addresses, slots — are in
 * shop-icons.tsx, so a page downloads only the module it uses.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

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
export const icon = /* @__NO_SIDE_EFFECTS__ */ (paths: ReactNode) => (props: IconProps) => (
  <Svg paths={paths} {...props} />
);

export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ArrowUpIcon = /* @__PURE__ */ icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ icon(
  <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const AlertIcon = /* @__PURE__ */ icon(<path d="M12 4l9 16H3zM12 10v4M12 17h.01" />);
export const CheckIcon = /* @__PURE__ */ icon(<path d="M5 12l5 5 9-10" />);
