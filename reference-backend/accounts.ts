/** The demo accounts, as `npm run backend` and `npm start` print them (README lists them too). */
import { BACKOFFICE_ACCOUNTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/shop.ts';
import { DEV_CAPTCHA_TOKEN } from './shop.ts';

export function printAccounts(print: (line: string) => void = console.log): void {
  print(`Captcha token for auth/login: ${DEV_CAPTCHA_TOKEN}`);
  print(`Demo shoppers (password for all: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) print(`  ${account.login.padEnd(28)} ${account.role}`);
  print('Back office:');
  for (const operator of BACKOFFICE_ACCOUNTS) {
    const otp = operator.otp ? ', codice monouso via e-mail' : '';
    print(`  ${operator.username.padEnd(28)} password ${operator.password}${otp}`);
  }
  print(
    'E-mails (MFA pins, codes) are printed by the backend and kept in its development mailbox.',
  );
}
