/**
 * A link of the header or footer menu as the shell renders it. Where the menus come from
 * (WordPress, through features/content) is the app layout's business, not the shell's.
 */
export interface ShellMenuItem {
  title: string;
  /** In-app path or absolute address; undefined for a link the shell must not follow. */
  href: string | undefined;
  /** Opens in a new window (another site, or the editor asked for it). */
  external: boolean;
  /** Editor classes: `cookie-settings`, `customer-service-button`, `social`. */
  classes: readonly string[];
  children: readonly ShellMenuItem[];
}

export interface ShellMenus {
  header: readonly ShellMenuItem[];
  /** Empty: the footer's static links (WordPress unavailable or no menu). */
  footer: readonly ShellMenuItem[];
}

/**
 * An entry of the shopper's account menu (the top bar's and the user board's, one list given by
 * src/app): a page to open, or signing out.
 */
export type AccountMenuEntry = { id: string; title: string } & (
  | { kind: 'link'; href: string }
  | { kind: 'logout' }
);
