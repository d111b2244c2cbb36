/**
 * The form of /login (spec: shopping §2 routes "/login — login screen with register button"):
 * once signed in, the shopper goes to `next` (a path of the shop, checked on the server) or Home.
 */
import type { SignInSettings } from '../../platform/config';
import LoginForm from './LoginForm';

export default function LoginPageForm({
  settings,
  next,
}: {
  settings: SignInSettings;
  next: string;
}) {
  return (
    <LoginForm
      settings={settings}
      idPrefix="login-page"
      returnTo={next}
      onSignedIn={() => window.location.assign(next)}
    />
  );
}
