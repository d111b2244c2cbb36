/**
 * The code step of a security change (the one-time code setting, the deletion): the code mailed
 * to the shopper, typed in the login's own code input (ui-kit PinInput), checked on submit with
 * the shop's rules (required, 6 digits); the shop's refusal shows under the field.
 */
import { addMessages, t } from '@sporta/i18n';
import { accountSecurity } from '@sporta/i18n/messages/account-security';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { exactLength, required } from '@sporta/rules';
import { Button, PIN_LENGTH, PinInput } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldRule } from '../../../shell/forms/form-rules';

addMessages(accountSecurity);
addMessages(validationMore);

const codeRule = fieldRule(required, exactLength(PIN_LENGTH));

export interface CodeConfirmProps {
  id: string;
  intro: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolves the shop's refusal to show under the field, or undefined when done. */
  onConfirm(code: string): Promise<string | undefined>;
  onCancel(): void;
}

export default function CodeConfirm({
  id,
  intro,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: CodeConfirmProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const introRef = useRef<HTMLParagraphElement>(null);
  // The step replaces the button pressed: the focus goes to what it asks, not to the page's top.
  useEffect(() => introRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = codeRule(code);
    if (broken !== true) {
      setError(broken);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setError(await onConfirm(code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="security-code" noValidate onSubmit={submit} aria-busy={busy}>
      <p ref={introRef} tabIndex={-1}>
        {intro}
      </p>
      <PinInput
        id={id}
        label={t('accountSecurity.code.label')}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error) setError(undefined);
        }}
        error={error}
      />
      <div className="security-code__actions">
        <Button type="submit" disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
