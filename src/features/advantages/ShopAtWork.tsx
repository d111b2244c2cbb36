/**
 * 'Spesa al lavoro' on /profile/gift (spec: account §1 workplace shopping, §7
 * shopatwork/subscribe): the company's code, required (@sporta/rules), sent on submit; the shop's
 * answer shows in place — its texts under the form when done, its refusal on the field — and what
 * was typed stays (also what was typed before the island was live).
 */
import { addMessages, t } from '@sporta/i18n';
import { advantages } from '@sporta/i18n/messages/advantages';
import { required } from '@sporta/rules';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CODE_INPUT } from '../../shell/forms/code-input';
import { fieldRule } from '../../shell/forms/form-rules';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../shell/forms/typed-before-hydration';
import { useHydrated } from '../../shell/hydration/island-ready';

addMessages(advantages);

const ID = 'shop-at-work-code';
const loadActions = () => import('./shop-at-work-actions');

export default function ShopAtWork() {
  const hydrated = useHydrated();
  const form = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: typedBeforeHydration(ID) },
  });
  const { errors, isSubmitting } = form.formState;
  const [infos, setInfos] = useState<string[]>([]);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (leftBeforeHydration(ID)) void form.trigger('code');
  }, [form]);

  const submit = form.handleSubmit(async ({ code }) => {
    setInfos([]);
    const outcome = await (await loadActions()).subscribeAtWork(code);
    if (outcome.ok) {
      setInfos(outcome.value);
      // The answer replaces nothing the shopper looks at: the focus goes to it.
      requestAnimationFrame(() => result.current?.focus());
    } else form.setError('code', { message: outcome.message }, { shouldFocus: true });
  });

  return (
    <form
      className="advantages__work"
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
    >
      <TextField
        id={ID}
        label={t('advantages.work.code')}
        {...CODE_INPUT}
        required
        error={errors.code?.message}
        {...form.register('code', {
          validate: fieldRule(required),
          setValueAs: (value: string) => value.trim(),
        })}
      />
      <div ref={result} tabIndex={-1}>
        <ResponseMessageBox infos={infos} />
      </div>
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {t('advantages.work.submit')}
      </Button>
    </form>
  );
}
