/**
 * The shopper's messages, newest first (issue 29 'Archivio Messaggi'): each a disclosure — a
 * button with aria-expanded naming the title, the date and whether it is read (in words, not
 * only in weight or colour) — whose text opens in place. Opening an unread one marks it read on
 * the server and gives the top bar its new count. Hydrated when idle; the buttons wait, disabled,
 * until they work. Bodies arrive sanitised by the server (message-answers.ts).
 */
import { addMessages, t } from '@sporta/i18n';
import { newsList } from '@sporta/i18n/messages/news-list';
import { useEffect, useState } from 'react';
import { unreadChanged } from '../../platform/shopper/unread-count';
import { useHydrated } from '../../shell/hydration/island-ready';
import type { ShownMessage } from './message-answers';

addMessages(newsList);

const loadActions = () => import('./message-actions');

export interface MessageListProps {
  messages: ShownMessage[];
  unread: number;
}

export default function MessageList({ messages: initial, unread }: MessageListProps) {
  const hydrated = useHydrated();
  const [messages, setMessages] = useState(initial);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [failed, setFailed] = useState<ReadonlyMap<number, string>>(new Map());

  // The page's count is the freshest there is: the top bar takes it now.
  useEffect(() => unreadChanged(unread), [unread]);

  const markRead = async (id: number) => {
    const outcome = await (await loadActions()).markRead(id);
    if (!outcome.ok) {
      setFailed((now) => new Map(now).set(id, outcome.message || t('newsList.markFailed')));
      return;
    }
    setMessages((now) => now.map((m) => (m.id === id ? { ...m, read: true } : m)));
    if (outcome.value !== undefined) unreadChanged(outcome.value);
  };

  const toggle = (message: ShownMessage) => {
    const opening = !open.has(message.id);
    setOpen((now) => {
      const next = new Set(now);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (opening && !message.read) {
      setFailed((now) => {
        const next = new Map(now);
        next.delete(message.id);
        return next;
      });
      void markRead(message.id);
    }
  };

  return (
    <ul className="messages" aria-label={t('newsList.listLabel')}>
      {messages.map((message) => {
        const expanded = open.has(message.id);
        const panel = `message-${message.id}`;
        const problem = failed.get(message.id);
        return (
          <li
            key={message.id}
            className={`messages__item${message.read ? '' : ' messages__item--unread'}`}
            data-message-id={message.id}
          >
            <h2 className="messages__heading">
              <button
                type="button"
                className="messages__toggle"
                aria-expanded={expanded}
                aria-controls={panel}
                disabled={!hydrated}
                onClick={() => toggle(message)}
              >
                <span className="messages__state" data-message-state>
                  {t(message.read ? 'newsList.read' : 'newsList.unread')}
                </span>
                <span className="messages__title">{message.title}</span>
                <span className="messages__date">
                  <time dateTime={message.sentAt}>
                    {t('newsList.sentOn', { date: message.date })}
                  </time>
                </span>
              </button>
            </h2>
            <div id={panel} className="messages__body" hidden={!expanded}>
              {message.html === undefined ? (
                <p>{message.text}</p>
              ) : (
                // Sanitised on the server (safe-html.ts): never the API's markup as it came.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by safeHtml
                <div dangerouslySetInnerHTML={{ __html: message.html }} />
              )}
              {problem ? (
                <p className="messages__problem" role="alert">
                  {problem}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
