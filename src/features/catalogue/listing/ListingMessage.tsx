/**
 * What a listing says instead of its grid — no product, or none could be loaded — with the
 * one way on (ui-kit EmptyState), rendered on the server.
 */
import { EmptyState } from '@sporta/ui-kit';

export default function ListingMessage({
  title,
  text,
  href,
  action,
}: {
  title: string;
  text: string;
  href: string;
  action: string;
}) {
  return <EmptyState title={title} text={text} action={<a href={href}>{action}</a>} />;
}
