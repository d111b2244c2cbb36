/**
 * What the orders list says instead of orders — none yet, none for the filters, or a failed
 * call — with one way on (ui-kit EmptyState), rendered on the server.
 */
import { EmptyState } from '@sporta/ui-kit';

interface Props {
  title: string;
  text: string;
  href: string;
  action: string;
}

export default function OrdersMessage({ title, text, href, action }: Props) {
  return <EmptyState title={title} text={text} action={<a href={href}>{action}</a>} />;
}
