export {
  CookieBanner,
  type CookieBannerProps,
  CookiePanel,
  type CookiePanelProps,
} from './CookieBanner';
export {
  type CookieAction,
  type CookieChoice,
  fillCookieForm,
  readCookieForm,
} from './cookieForm';
