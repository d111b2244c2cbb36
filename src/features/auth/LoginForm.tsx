/**
 * The login form of /login and of the login dialog (spec: shopping §2 "Login screen", §4 "Login
 * steps", §5 "Login validation"; account §4, §8): e-mail, password with show/hide, remember me;
 * then, when the shop asks for it (status 4), the 6-digit code with its 60-second resend wait.
 * What was typed survives every refusal; the answer's texts show in the message box, the code
 * step's own refusals under the code.
 *
 * A plain form, not react-hook-form (docs/adr/0010, amended): its ~12 KB were more than /login's
 * 100 KB budget had room for, and two fields need only what is here — the rules' texts from
 * `fieldRule`, the first invalid field focused, each field checked again as it changes once a
 * submit has failed.
 */

import { addMessages, t } from '@sporta/i18n';
import { login } from '@sporta/i18n/messages/login';
import { email as emailFormat, emailRequired, passwordRequired } from '@sporta/rules';
import { Button, Checkbox, PasswordField, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import {
  type ChangeEvent,
  type FormEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import './login.css';
import type { SignInSettings } from '../../platform/config';
import { provideCaptcha } from '../../shell/forms/captcha-slot';
import { fieldRule } from '../../shell/forms/form-rules';
import { useIslandReady } from '../../shell/hydration/island-ready';
import { signedIn, signIn } from './auth';
import { captchaProvider, preloadCaptcha } from './captcha/captcha';
import { SOCIAL_POPUP, SOCIAL_PROVIDERS, type SocialProvider } from './social/social-channel';

addMessages(login);

/** Google and Facebook, loaded when the shopper chooses one. */
const loadSocial = () => import('./social/social');

/** The one-time-code step, for the shoppers the shop asks it of (status 4). */
const CodeStep = lazy(() => import('./CodeStep'));

interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

type Checked = 'email' | 'password';
/** In the form's order: the first broken one gets the focus. */
const CHECKED: readonly Checked[] = ['email', 'password'];
const RULES: Record<Checked, (value: unknown) => string | true> = {
  email: fieldRule(emailRequired, emailFormat),
  password: fieldRule(passwordRequired),
};
/** The e-mail is checked and sent trimmed (a pasted address often brings a space). */
const sent = (values: Credentials): Credentials => ({ ...values, email: values.email.trim() });
const problem = (values: Credentials, name: Checked): string | undefined => {
  const verdict = RULES[name](sent(values)[name]);
  return verdict === true ? undefined : verdict;
};

export interface LoginFormProps {
  settings: SignInSettings;
  /** Prefix of the form's ids: the page and the dialog may both be in one document. */
  idPrefix: string;
  /** Where a whole-page social sign-in (popup blocked) comes back to: a path of the shop. */
  returnTo: string;
  /** Once signed in: the page goes on (awaited, the form stays busy meanwhile). */
  onSignedIn(): void | Promise<void>;
}

export default function LoginForm({ settings, idPrefix, returnTo, onSignedIn }: LoginFormProps) {
  useCaptcha(settings);
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const [values, setValues] = useState(() => typedBeforeHydration(idPrefix));
  const [errors, setErrors] = useState<Partial<Record<Checked, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const fields: Record<Checked, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const [codeStep, setCodeStep] = useState(false);
  const [messages, setMessages] = useState<{ errors: string[]; infos: string[] }>({
    errors: [],
    infos: [],
  });

  const attempt = async (extra: { mfaPin?: string; resendMfaPin?: boolean } = {}) => {
    const { email, password, rememberMe } = sent(values);
    const outcome = await signIn({ login: email, password, rememberMe, ...extra });
    if (outcome.ok) await onSignedIn();
    return outcome;
  };

  const signInWith = async (provider: SocialProvider) => {
    // Opened by the click itself, before any wait: popup blockers let it through.
    const popup = window.open('about:blank', SOCIAL_POPUP.name, SOCIAL_POPUP.features);
    setMessages({ errors: [], infos: [] });
    try {
      const { signInWithProvider } = await loadSocial();
      const userId = await signInWithProvider(provider, popup, returnTo);
      if (userId === undefined) throw new Error('no sign-in address');
      await signedIn(userId);
      await onSignedIn();
    } catch (error) {
      const texts = (error as { errors?: unknown }).errors;
      setMessages({
        errors: Array.isArray(texts) ? (texts as string[]) : [t('errors.generic')],
        infos: [],
      });
    }
  };

  /** Once a submit has failed, a field is checked again as the shopper corrects it. */
  const typed = (name: Checked) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (submitted) setErrors((shown) => ({ ...shown, [name]: problem(next, name) }));
  };

  const submitCredentials = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = Object.fromEntries(CHECKED.map((name) => [name, problem(values, name)]));
    setSubmitted(true);
    setErrors(found);
    const firstInvalid = CHECKED.find((name) => found[name]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      setMessages({ errors: [], infos: [] });
      const outcome = await attempt();
      if (outcome.ok) return;
      if (outcome.field === 'code') setCodeStep(true);
      else setMessages({ errors: [...(outcome.texts ?? [outcome.text])], infos: [] });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="login-form" ref={root} data-signals-ready>
      {codeStep ? (
        <Suspense fallback={null}>
          <CodeStep
            idPrefix={idPrefix}
            attempt={attempt}
            onBack={() => {
              setCodeStep(false);
              setMessages({ errors: [], infos: [] });
            }}
          />
        </Suspense>
      ) : (
        // POST: a submit before the island has hydrated must never put the password in a URL.
        <form method="post" noValidate onSubmit={submitCredentials} aria-busy={isSubmitting}>
          <TextField
            id={`${idPrefix}-email`}
            label={t('login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={errors.email}
            name="email"
            ref={fields.email}
            value={values.email}
            onChange={typed('email')}
          />
          <PasswordField
            id={`${idPrefix}-password`}
            label={t('login.password')}
            required
            error={errors.password}
            name="password"
            ref={fields.password}
            value={values.password}
            onChange={typed('password')}
          />
          <Checkbox
            id={`${idPrefix}-remember`}
            label={t('login.rememberMe')}
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })}
          />
          <ResponseMessageBox errors={messages.errors} infos={messages.infos} />
          <Button type="submit" block disabled={isSubmitting}>
            {t('login.submit')}
          </Button>
          <p className="login-form__links">
            <a href={settings.passwordResetUrl}>{t('login.forgotPassword')}</a>
          </p>
        </form>
      )}
      {codeStep ? null : (
        <div className="login-form__social">
          <p className="login-form__or">{t('login.social.or')}</p>
          {SOCIAL_PROVIDERS.map((provider) => (
            <Button key={provider} variant="secondary" block onClick={() => signInWith(provider)}>
              {t(`login.social.${provider}`)}
            </Button>
          ))}
        </div>
      )}
      <p className="login-form__register">
        {t('login.noAccount')}{' '}
        <a className="login-form__register-link" href={settings.registerUrl}>
          {t('login.register')}
        </a>
      </p>
      <p className="login-form__captcha">{t('login.captchaDisclaimer')}</p>
    </div>
  );
}

/**
 * What the shopper typed into the server-rendered form before it hydrated (it hydrates on their
 * first focus): kept, never reset to empty. On the server, and in a new dialog, empty.
 */
function typedBeforeHydration(idPrefix: string): Credentials {
  const input = (name: string) =>
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLInputElement>(`#${idPrefix}-${name}`);
  return {
    email: input('email')?.value ?? '',
    password: input('password')?.value ?? '',
    rememberMe: input('remember')?.checked ?? false,
  };
}

/**
 * Installs the captcha provider while the form is shown; Google's script loads now, not on every
 * page. Installed as the form renders in the browser, not in an effect: a submit the shopper made
 * while the form was still hydrating can reach its handler before the effects have run (seen in
 * CI as a login without its token, refused 403).
 */
function useCaptcha(settings: SignInSettings): void {
  const { captchaSiteKey: siteKey, captchaEnterprise: enterprise } = settings;
  const provider = useMemo(() => captchaProvider({ siteKey, enterprise }), [siteKey, enterprise]);
  if (typeof window !== 'undefined') provideCaptcha(provider);
  useEffect(() => preloadCaptcha({ siteKey, enterprise }), [siteKey, enterprise]);
}
