/** All message files merged into one catalogue. A key must be unique across files. */
import { account } from './account';
import { accountSecurity } from './account-security';
import { advantages } from './advantages';
import { appUpdate } from './app-update';
import { backoffice } from './backoffice';
import { cart } from './cart';
import { cartSteps } from './cart-steps';
import { catalogue } from './catalogue';
import { categoryDrawer } from './category-drawer';
import { checkout } from './checkout';
import { content } from './content';
import { credentials } from './credentials';
import { customerReport } from './customer-report';
import { delivery } from './delivery';
import { errors } from './errors';
import { facilitatedDelivery } from './facilitated-delivery';
import { lists } from './lists';
import { login } from './login';
import { loginCode } from './login-code';
import { loginPages } from './login-pages';
import { messagePopup } from './message-popup';
import { nativeApp } from './native-app';
import { newsList } from './news-list';
import { orders } from './orders';
import { pages } from './pages';
import { passwordReset } from './password-reset';
import { product } from './product';
import { profile } from './profile';
import { registration } from './registration';
import { request } from './request';
import { saveToList } from './save-to-list';
import { search } from './search';
import { shell } from './shell';
import { timeslots } from './timeslots';
import { ui } from './ui';
import { uiAccount } from './ui-account';
import { uiCart } from './ui-cart';
import { uiCatalogue } from './ui-catalogue';
import { uiCookie } from './ui-cookie';
import { uiDelivery } from './ui-delivery';
import { uiForms } from './ui-forms';
import { uiMedia } from './ui-media';
import { validation } from './validation';
import { validationMore } from './validation-more';
import { webApp } from './web-app';

export const messages = {
  ...request,
  ...errors,
  ...checkout,
  ...pages,
  ...content,
  ...shell,
  ...appUpdate,
  ...messagePopup,
  ...ui,
  ...uiCatalogue,
  ...uiForms,
  ...uiCart,
  ...uiCookie,
  ...uiDelivery,
  ...uiAccount,
  ...uiMedia,
  ...validation,
  ...validationMore,
  ...cart,
  ...cartSteps,
  ...timeslots,
  ...delivery,
  ...login,
  ...loginCode,
  ...loginPages,
  ...account,
  ...accountSecurity,
  ...advantages,
  ...profile,
  ...credentials,
  ...passwordReset,
  ...registration,
  ...facilitatedDelivery,
  ...customerReport,
  ...backoffice,
  ...orders,
  ...newsList,
  ...lists,
  ...catalogue,
  ...categoryDrawer,
  ...webApp,
  ...product,
  ...search,
  ...saveToList,
  ...nativeApp,
} as const;
