/**
 * The invoice request of the checkout (issue 17; spec: shopping §3 cartInfos need_invoice, §9
 * "invoice option shown for warehouse 89"): asked with a switch; the invoice goes to one of the
 * shopper's billing data (user-person-fiscal), chosen — the cart info `person_fiscal_id` — or
 * added in place, each field checked by @sporta/rules; what was typed stays after a refusal.
 */
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { cart } from '@sporta/i18n/messages/cart';
import { checkout } from '@sporta/i18n/messages/checkout';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import {
  fiscalCode,
  fromCents,
  needsInvoice,
  optional,
  postalCode,
  priceWithoutVat,
  required,
  toCents,
  vatNumber,
} from '@sporta/rules';
import { Button, RadioGroup, TextField } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { refusalOf } from '../../platform/results/outcome';
import { fieldRule } from '../../shell/forms/form-rules';
import { type Cart, linesOf } from '../cart';
import { SavedSwitch } from './CheckoutOptions';
import {
  addBillingIdentity,
  type BillingIdentity,
  loadBillingIdentities,
  setCartInfo,
} from './checkout-options';

addMessages(account);
addMessages(cart);
addMessages(checkout);
addMessages(validationMore);

type BillingFields = Omit<BillingIdentity, 'personFiscalId'>;

/**
 * The items without VAT, for the business shopper who asks for an invoice (spec: account §9
 * "Price without VAT = displayed price divided by (1 + VAT percent), rounded to 2 decimals"):
 * each line's displayed total by its own rate; none when a line's rate is unknown.
 */
export function itemsWithoutVatCents(current: Cart): number | undefined {
  let total = 0;
  for (const line of linesOf(current)) {
    const rate = line.product?.ivaCategory?.ivaPct;
    if (rate === undefined) return undefined;
    total += priceWithoutVat(toCents(line.grossTotal ?? 0), rate);
  }
  return total;
}

export default function Invoice({ current }: { current: Cart }) {
  const asked = needsInvoice(current.cartInfos);
  const [identities, setIdentities] = useState<BillingIdentity[]>();
  const [refused, setRefused] = useState<string>();
  useEffect(() => {
    if (asked && identities === undefined) loadBillingIdentities().then(setIdentities);
  }, [asked, identities]);
  const chosen = current.cartInfos?.person_fiscal_id;
  const withoutVat = itemsWithoutVatCents(current);
  const choose = async (id: string) =>
    setRefused(refusalOf(await setCartInfo('person_fiscal_id', id)));
  return (
    <section className="checkout__options" aria-labelledby="checkout-invoice">
      <h2 id="checkout-invoice">{t('checkout.invoice.title')}</h2>
      <SavedSwitch
        label={t('cart.invoice.request')}
        saved={asked}
        save={(accept) => setCartInfo('need_invoice', String(accept))}
      />
      {asked && withoutVat !== undefined ? (
        <p className="checkout__without-vat">
          {t('checkout.invoice.withoutVat', { amount: formatPrice(fromCents(withoutVat)) })}
        </p>
      ) : null}
      {asked && identities && identities.length > 0 ? (
        <RadioGroup
          legend={t('checkout.invoice.to')}
          options={identities.map((identity) => ({
            value: String(identity.personFiscalId),
            label: t('checkout.invoice.identity', {
              name: identity.companyName,
              vat: identity.vatNumber,
            }),
          }))}
          value={chosen}
          onChange={(id) => void choose(id)}
          error={refused}
          required
        />
      ) : null}
      {asked && identities ? (
        <BillingForm
          onSaved={(identity) => {
            setIdentities([...identities, identity]);
            void choose(String(identity.personFiscalId));
          }}
        />
      ) : null}
    </section>
  );
}

function BillingForm({ onSaved }: { onSaved(identity: BillingIdentity): void }) {
  const form = useForm<BillingFields>({
    defaultValues: {
      companyName: '',
      vatNumber: '',
      fiscalCode: '',
      address1: '',
      city: '',
      postalCode: '',
    },
  });
  const [refused, setRefused] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (fields) => {
    const typed = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, String(value ?? '').trim()]),
    ) as BillingFields;
    const outcome = await addBillingIdentity(typed);
    if (!outcome.ok) {
      setRefused(outcome.text);
      return;
    }
    setRefused(undefined);
    form.reset();
    onSaved(outcome.value);
  });
  return (
    <form
      className="checkout__billing"
      onSubmit={save}
      aria-labelledby="checkout-billing"
      noValidate
    >
      <h3 id="checkout-billing">{t('checkout.invoice.add')}</h3>
      <TextField
        label={t('checkout.invoice.company')}
        required
        autoComplete="organization"
        error={errors.companyName?.message}
        {...form.register('companyName', { validate: fieldRule(required) })}
      />
      <TextField
        label={t('checkout.invoice.vat')}
        required
        inputMode="numeric"
        error={errors.vatNumber?.message}
        {...form.register('vatNumber', { validate: fieldRule(required, vatNumber) })}
      />
      <TextField
        label={t('checkout.invoice.fiscalCode')}
        error={errors.fiscalCode?.message}
        {...form.register('fiscalCode', { validate: fieldRule(optional(fiscalCode)) })}
      />
      <TextField
        label={t('account.addressForm.address')}
        required
        autoComplete="street-address"
        error={errors.address1?.message}
        {...form.register('address1', { validate: fieldRule(required) })}
      />
      <TextField
        label={t('account.addressForm.city')}
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register('city', { validate: fieldRule(required) })}
      />
      <TextField
        label={t('account.addressForm.postalCode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...form.register('postalCode', { validate: fieldRule(required, postalCode) })}
      />
      {refused ? (
        <p className="checkout__refused" role="alert">
          {refused}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {t('checkout.invoice.save')}
      </Button>
    </form>
  );
}
