export { CookieBanner, type CookieBannerProps, type CookieChoice } from './CookieBanner';
