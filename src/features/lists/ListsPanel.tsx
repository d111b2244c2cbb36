/**
 * /profile/lists' island (spec: account §2 lists; shopping §2, §5, §6): the shopper's lists —
 * name, products, the default one starred, 'condivisa' on shared ones — with create, rename,
 * delete (No / Si) and set default for the shopper's own lists. Rendered on the server with the
 * lists the page loaded; the actions wake when it is seen (`client:visible-deadline`). A refused name stays
 * in its field with the reason under it.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t, tn } from '@sporta/i18n';
import { lists } from '@sporta/i18n/messages/lists';
import { uiAccount } from '@sporta/i18n/messages/ui-account';
import { Badge, Button, ConfirmDialog, StarIcon, TextField } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { refusalOf } from '../../platform/results/outcome';
import { type ListSummary, listHref } from './list-rows';
import { $lists, createList, deleteList, listsShown, makeDefaultList, renameList } from './lists';

addMessages(lists);
addMessages(uiAccount);

interface Props {
  lists: ListSummary[];
}

export default function ListsPanel({ lists: rendered }: Props) {
  const stored = useStore($lists);
  useEffect(() => {
    if (!$lists.get()) listsShown(rendered);
  }, [rendered]);
  const shown = stored ?? rendered;
  const [deleting, setDeleting] = useState<ListSummary | undefined>();

  return (
    <div className="lists" data-lists-panel>
      <CreateList />
      {shown.length === 0 ? (
        <p className="lists__empty">{t('lists.empty')}</p>
      ) : (
        <ul className="lists__rows" aria-label={t('lists.rows.label')}>
          {shown.map((list) => (
            <ListRow key={list.listId} list={list} onDelete={() => setDeleting(list)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={t('lists.delete.confirm', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const list = deleting;
          setDeleting(undefined);
          if (list) void deleteList(list.listId);
        }}
      />
    </div>
  );
}

function CreateList() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await createList(name);
    setBusy(false);
    setError(refusalOf(outcome));
    if (outcome.ok) setName('');
  };
  return (
    <form className="lists__create" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <h2 className="lists__subtitle">{t('lists.create.title')}</h2>
      <div className="lists__field">
        <TextField
          label={t('lists.name.label')}
          name="name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          {...(error ? { error } : {})}
        />
        <Button type="submit" disabled={busy}>
          {t('lists.create.submit')}
        </Button>
      </div>
    </form>
  );
}

function ListRow({ list, onDelete }: { list: ListSummary; onDelete(): void }) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const own = !list.shared;
  return (
    <li className="lists__row" data-list-id={list.listId}>
      <div className="lists__summary">
        <a className="lists__name" href={listHref(list.listId)}>
          {list.name}
        </a>
        {list.isDefault ? (
          <span role="img" aria-label={t('ui.lists.default')} title={t('ui.lists.default')}>
            <StarIcon className="lists__star" size={18} />
          </span>
        ) : null}
        {list.shared ? <Badge tone="info">{t('lists.shared')}</Badge> : null}
        <span className="lists__meta">
          {tn('ui.lists.size', list.size)}
          {list.editable ? '' : ` · ${t('lists.readOnly')}`}
        </span>
      </div>
      {own && renaming ? (
        <RenameList
          list={list}
          onDone={() => {
            setRenaming(false);
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : null}
      {own && !renaming ? (
        <div className="lists__actions">
          <Button
            ref={renameButton}
            variant="secondary"
            size="sm"
            aria-label={t('lists.rename.of', { name: list.name })}
            onClick={() => setRenaming(true)}
          >
            {t('lists.rename')}
          </Button>
          {list.isDefault ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('lists.makeDefault.of', { name: list.name })}
              onClick={() => void makeDefaultList(list.listId)}
            >
              {t('lists.makeDefault')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('lists.delete.of', { name: list.name })}
            onClick={onDelete}
          >
            {t('lists.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function RenameList({ list, onDone }: { list: ListSummary; onDone(): void }) {
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === list.name) return onDone();
    setBusy(true);
    const outcome = await renameList(list.listId, name);
    setBusy(false);
    if (outcome.ok) onDone();
    else setError(refusalOf(outcome));
  };
  return (
    <form
      className="lists__rename"
      onSubmit={submit}
      noValidate
      aria-label={t('lists.rename.of', { name: list.name })}
      aria-busy={busy || undefined}
    >
      <TextField
        ref={field}
        label={t('lists.rename.label')}
        name="name"
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        {...(error ? { error } : {})}
      />
      <div className="lists__actions">
        <Button type="submit" size="sm" disabled={busy}>
          {t('lists.rename.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('lists.rename.cancel')}
        </Button>
      </div>
    </form>
  );
}
