import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from '../icons';
import styles from './response-message-box.module.css';

export interface ResponseMessageBoxProps {
  /** Texts of response.errors[].error (already translated by the caller). */
  errors?: readonly string[];
  warnings?: readonly string[];
  infos?: readonly string[];
}

/**
 * The messages of one API response shown in place, e.g. under the login form (spec: shopping
 * §2 "response message box (shows errors, warnings and infos of a response)"; §3 envelope).
 * Errors interrupt (`alert`); warnings and infos wait (`status`). Nothing when all are empty.
 */
export function ResponseMessageBox({
  errors = [],
  warnings = [],
  infos = [],
}: ResponseMessageBoxProps) {
  if (errors.length + warnings.length + infos.length === 0) return null;
  return (
    <div className={styles.box}>
      <Group kind="error" role="alert" texts={errors} icon={<AlertIcon />} />
      <Group kind="warning" role="status" texts={warnings} icon={<AlertIcon />} />
      <Group kind="info" role="status" texts={infos} icon={<InfoIcon />} />
    </div>
  );
}

function Group({
  kind,
  role,
  texts,
  icon,
}: {
  kind: 'error' | 'warning' | 'info';
  role: 'alert' | 'status';
  texts: readonly string[];
  icon: ReactNode;
}) {
  if (texts.length === 0) return null;
  return (
    <div className={`${styles.group} ${styles[kind]}`} role={role}>
      {icon}
      <ul className={styles.list}>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
