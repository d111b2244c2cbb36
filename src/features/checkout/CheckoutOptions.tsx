/**
 * The checkout's choices beside the lines (issue 17): discount codes (checked, applied; the
 * server's refusal under the field, the typed code kept), the shopper's gift certificates, the
 * bags, and the whole order's substitutions for the services that offer them. Removing an applied
 * code or certificate is in the summary (Checkout.tsx).
 */
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { checkout } from '@sporta/i18n/messages/checkout';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import { acceptsAlternatives } from '@sporta/rules';
import { Button, Checkbox, RadioGroup, SwapIcon, TextField } from '@sporta/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type Outcome, refusalOf } from '../../platform/results/outcome';
import type { Cart, CartLine } from '../cart';
import {
  acceptAlternatives,
  applyCode,
  type Bag,
  type GiftCertificate,
  loadBags,
  loadGiftCertificates,
  setCartInfo,
} from './checkout-options';

addMessages(cart);
addMessages(checkout);
addMessages(uiCart);

export function DiscountCodes({ current }: { current: Cart }) {
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [certificates, setCertificates] = useState<GiftCertificate[]>([]);
  useEffect(() => {
    loadGiftCertificates().then(setCertificates);
  }, []);
  const applied = new Set((current.giftCertificates ?? []).map((applied) => applied.code));
  const apply = async (typed: string) => {
    setBusy(true);
    const applied = await applyCode(typed);
    setBusy(false);
    setRefused(refusalOf(applied));
    if (applied.ok) setCode('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void apply(code);
  };
  return (
    <section className="checkout__options" aria-labelledby="checkout-codes">
      <h2 id="checkout-codes">{t('checkout.codes.title')}</h2>
      <form className="checkout__code" onSubmit={submit} aria-busy={busy}>
        <TextField
          label={t('cart.discountCode.label')}
          name="code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={refused}
        />
        <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
          {t('cart.discountCode.apply')}
        </Button>
      </form>
      {certificates.length > 0 ? (
        <>
          <h3>{t('cart.giftCertificates.title')}</h3>
          <ul className="checkout__certificates">
            {certificates.map((certificate) => (
              <li key={certificate.code}>
                <span>
                  <strong>{certificate.name}</strong>
                  {certificate.description ? ` — ${certificate.description}` : ''}
                </span>
                {applied.has(certificate.code) ? (
                  <span>{t('ui.cartSummary.applied')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('checkout.codes.useNamed', { name: certificate.name })}
                    onClick={() => void apply(certificate.code)}
                  >
                    {t('checkout.codes.use')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function Bags() {
  const [bags, setBags] = useState<Bag[]>([]);
  const [chosen, setChosen] = useState<string>();
  const [refused, setRefused] = useState<string>();
  useEffect(() => {
    loadBags().then((loaded) => {
      setBags(loaded);
      const selected = loaded.find((bag) => bag.selected);
      if (selected) setChosen(String(selected.id));
    });
  }, []);
  if (bags.length === 0) return null;
  const choose = async (value: string) => {
    const before = chosen;
    setChosen(value);
    const saved = await setCartInfo('packaging_type_id', value);
    // Refused: the choice goes back to what the cart has, with the reason.
    if (!saved.ok) setChosen(before);
    setRefused(refusalOf(saved));
  };
  return (
    <section className="checkout__options" aria-labelledby="checkout-bags">
      <h2 id="checkout-bags">{t('cart.bags.title')}</h2>
      <RadioGroup
        legend={t('checkout.bags.choose')}
        options={bags.map((bag) => ({
          value: String(bag.id),
          label: t('checkout.bags.option', {
            name: bag.name,
            price: formatPrice(bag.price),
            description: bag.description,
          }),
        }))}
        value={chosen}
        onChange={(value) => void choose(value)}
        error={refused}
      />
    </section>
  );
}

/**
 * A switch saved on the server: it moves at the click, shows the server's value once answered,
 * and goes back with the reason when refused. `mixed`: some of what it stands for are on.
 */
export function SavedSwitch({
  label,
  saved,
  mixed = false,
  save,
  ...named
}: {
  label: ReactNode;
  saved: boolean;
  mixed?: boolean;
  save(accept: boolean): Promise<Outcome<unknown>>;
  'aria-label'?: string;
}) {
  const [pending, setPending] = useState<boolean>();
  const [refused, setRefused] = useState<string>();
  return (
    <Checkbox
      label={label}
      checked={pending ?? saved}
      // `indeterminate` is a DOM property only: shown and announced as mixed; a press checks it.
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = pending === undefined && mixed;
      }}
      error={refused}
      {...named}
      onChange={async (event) => {
        const accept = event.currentTarget.checked;
        setPending(accept);
        setRefused(refusalOf(await save(accept)));
        setPending(undefined);
      }}
    />
  );
}

/**
 * The whole order's substitutions, one state shown once: ticked when every replaceable line
 * accepts them, mixed when some do; a press sets them all.
 */
export function OrderAlternatives({ lines }: { lines: readonly CartLine[] }) {
  const accepting = lines.filter((line) =>
    acceptsAlternatives(line.cartItemInfo?.accept_alternatives),
  ).length;
  return (
    <section className="checkout__options" aria-labelledby="checkout-alternatives">
      <h2 id="checkout-alternatives">{t('checkout.alternatives.title')}</h2>
      <p>{t('checkout.alternatives.hint')}</p>
      <SavedSwitch
        label={t('checkout.alternatives.all')}
        saved={accepting === lines.length}
        mixed={accepting > 0 && accepting < lines.length}
        save={(accept) =>
          acceptAlternatives(
            lines.map((line) => line.itemId),
            accept,
          )
        }
      />
    </section>
  );
}

/**
 * One line's substitution choice (under the line, services 2 and 10002): the spec's
 * replaceable-item icon and the choice in one control; its name says which product.
 */
export function LineAlternatives({ line, name }: { line: CartLine; name: string }) {
  return (
    <SavedSwitch
      label={
        <span className="checkout__replaceable">
          <SwapIcon size={16} />
          {t('checkout.alternatives.lineShort')}
        </span>
      }
      aria-label={t('checkout.alternatives.line', { name })}
      saved={acceptsAlternatives(line.cartItemInfo?.accept_alternatives)}
      save={(accept) => acceptAlternatives([line.itemId], accept)}
    />
  );
}
