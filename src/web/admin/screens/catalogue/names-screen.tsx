/**
 * Brands and categories (issue 13): their names per tenant language, created and renamed by
 * admins (a dialog per change, saved with the version it was read at), read by every role.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminNamed } from '../../../../contract/index.ts';
import { Bdi, ErrorAlert, Page } from '../../components/bits.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/console-i18n.ts';
import { useConsoleTenant } from '../../lib/console-tenant.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useCatalogueNames } from './catalogue-screen.tsx';

type Kind = 'brands' | 'categories';

interface Editing {
  kind: Kind;
  item: AdminNamed | undefined;
}

export default function NamesScreen() {
  const { t } = useT();
  const { brands, categories } = useCatalogueNames();
  const [editing, setEditing] = useState<Editing | undefined>();
  return (
    <Page
      title={t('catalogue.namesTitle')}
      actions={
        <Link className="button button-secondary" to="/catalogue">
          {t('catalogue.back')}
        </Link>
      }
    >
      <div className="grid-2">
        <NamesCard kind="categories" items={categories} onEdit={setEditing} />
        <NamesCard kind="brands" items={brands} onEdit={setEditing} />
      </div>
      {editing ? <NamesDialog editing={editing} onClose={() => setEditing(undefined)} /> : null}
    </Page>
  );
}

function NamesCard({
  kind,
  items,
  onEdit,
}: {
  kind: Kind;
  items: AdminNamed[];
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const may = useCan()(kind === 'brands' ? 'adminUpdateBrand' : 'adminUpdateCategory');
  const title = kind === 'brands' ? t('catalogue.brands') : t('catalogue.categories');
  return (
    <section className="card" aria-labelledby={`names-${kind}`}>
      <h2 id={`names-${kind}`}>{title}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.name')}</th>
              <th scope="col">{t('catalogue.products')}</th>
              {may ? <th scope="col">{t('common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Bdi>{item.name}</Bdi>
                </td>
                <td>{format.count(item.productCount)}</td>
                {may ? (
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={t('catalogue.renameNamed', { name: item.name })}
                      onClick={() => onEdit({ kind, item })}
                    >
                      {t('catalogue.rename')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {may ? (
        <button
          type="button"
          className="button button-small names-add"
          onClick={() => onEdit({ kind, item: undefined })}
        >
          {kind === 'brands' ? t('catalogue.newBrand') : t('catalogue.newCategory')}
        </button>
      ) : null}
    </section>
  );
}

function NamesDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useT();
  const tenant = useConsoleTenant();
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<string, string>>(
    (editing.item?.names ?? {}) as Record<string, string>,
  );
  const save = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(
        Object.entries(names).filter(([, text]) => text.trim() !== ''),
      );
      const { kind, item } = editing;
      if (item === undefined) {
        return consoleApi.call(kind === 'brands' ? 'adminCreateBrand' : 'adminCreateCategory', {
          body: { names: body } as never,
        });
      }
      return consoleApi.call(kind === 'brands' ? 'adminUpdateBrand' : 'adminUpdateCategory', {
        params: { id: item.id } as never,
        body: { names: body, version: item.version } as never,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: [editing.kind === 'brands' ? 'adminBrands' : 'adminCategories'],
      });
      onClose();
    },
  });
  const title =
    editing.item === undefined
      ? editing.kind === 'brands'
        ? t('catalogue.newBrand')
        : t('catalogue.newCategory')
      : t('catalogue.renameNamed', { name: editing.item.name });
  return (
    <Dialog
      open
      title={title}
      submitLabel={t('catalogue.save')}
      busy={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      {tenant.languages.map((language) => (
        <div className="field" key={language}>
          <label htmlFor={`name-${language}`}>
            {t('catalogue.nameIn', { language: language.toUpperCase() })}
          </label>
          <input
            id={`name-${language}`}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            required={language === tenant.language}
            value={names[language] ?? ''}
            onChange={(event) => setNames({ ...names, [language]: event.target.value })}
          />
        </div>
      ))}
      <ErrorAlert error={save.error} />
    </Dialog>
  );
}
