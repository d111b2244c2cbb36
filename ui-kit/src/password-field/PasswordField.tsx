import { addMessages, t } from '@sporta/i18n';
import { uiForms } from '@sporta/i18n/messages/ui-forms';
import { type ComponentPropsWithRef, useState } from 'react';
import { Field, type FieldTexts } from '../field';
import { IconButton } from '../icon-button';
import { EyeIcon, EyeOffIcon } from '../icons';
import styles from './password-field.module.css';

addMessages(uiForms);

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'> &
  FieldTexts;

/** Password with show/hide (spec: shopping §2 Login screen "password (show/hide)"). */
export function PasswordField({ label, hint, error, required, id, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {({ className, ...wiring }) => (
        <div className={styles.wrap}>
          <input
            type={shown ? 'text' : 'password'}
            required={required}
            className={`${className} ${styles.input}`}
            autoComplete="current-password"
            {...wiring}
            {...input}
          />
          <IconButton
            className={styles.toggle}
            label={t('ui.password.show')}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        </div>
      )}
    </Field>
  );
}
