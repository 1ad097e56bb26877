import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api.ts';
import { meAs, renderConsole } from './render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const result = (overrides: Record<string, unknown> = {}) => ({
  kind: 'products',
  mode: 'dryRun',
  applied: false,
  counts: { rows: 3, new: 2, changed: 0, unchanged: 0, removed: 0 },
  errorCount: 0,
  errors: [],
  fileSha256: 'a'.repeat(64),
  ...overrides,
});

const file = (text: string) => new File([text], 'produtos.csv', { type: 'text/csv' });

describe('Import / export', () => {
  it("lists each bad row's error in the operator's language and offers apply only after a clean dry run", async () => {
    let dryRuns = 0;
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      'POST /api/admin/catalogue-files/products/dryRun': () => {
        dryRuns += 1;
        return {
          body:
            dryRuns === 1
              ? result({
                  errorCount: 1,
                  errors: [
                    { line: 3, column: 'categoryId', code: 'unknownCategory', params: { id: 9 } },
                  ],
                })
              : result(),
        };
      },
      'POST /api/admin/catalogue-files/products/apply': {
        body: result({ mode: 'apply', applied: true }),
      },
    });
    await renderConsole('/admin/imports');
    await screen.findByRole('heading', { level: 1, name: 'Importar / exportar' });
    const user = userEvent.setup();
    const apply = screen.getByRole('button', { name: 'Aplicar' });

    await user.upload(screen.getByLabelText('Arquivo', { exact: true }), file('sku\n'));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const table = await screen.findByRole('table', { name: 'Erros por linha' });
    expect(within(table).getByRole('cell', { name: 'A categoria 9 não existe.' })).toBeTruthy();
    expect(screen.getByText('1 erro: corrija o arquivo e envie novamente.')).toBeTruthy();
    expect(apply).toHaveProperty('disabled', true);

    await user.upload(screen.getByLabelText('Arquivo', { exact: true }), file('sku,x\n'));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByText('Sem erros: você pode aplicar este arquivo.');
    expect(apply).toHaveProperty('disabled', false);
    await user.click(apply);
    await screen.findByText('Importação aplicada.');
    const sent = api.callsTo('POST /api/admin/catalogue-files/products/apply');
    expect(sent).toHaveLength(1);
  });

  it('offers a sales operator the exports only', async () => {
    stubApi({
      adminMe: { body: meAs('sales') },
    });
    await renderConsole('/admin/imports');
    await screen.findByRole('heading', { level: 1, name: 'Importar / exportar' });
    expect(screen.getAllByRole('button', { name: 'Exportar CSV' })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Simular' })).toBeNull();
  });

  it('offers finance the invoices file alone and names an unknown client by line', async () => {
    const api = stubApi({
      adminMe: { body: meAs('finance') },
      'POST /api/admin/account-files/invoices/dryRun': {
        body: result({
          kind: 'invoices',
          errorCount: 1,
          errors: [{ line: 2, column: 'clientCode', code: 'unknownClient' }],
        }),
      },
    });
    await renderConsole('/admin/imports');
    await screen.findByRole('heading', { level: 1, name: 'Importar / exportar' });
    const kinds = within(screen.getByRole('combobox', { name: 'Conteúdo do arquivo' }));
    expect(kinds.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Faturas em aberto',
    ]);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Arquivo', { exact: true }), file('x\n'));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const table = await screen.findByRole('table', { name: 'Erros por linha' });
    expect(
      within(table).getByRole('cell', {
        name: 'Cliente inexistente: importe os clientes primeiro.',
      }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/admin/account-files/invoices/dryRun')).toHaveLength(1);
  });

  it('translates a per-file refusal with its params', async () => {
    stubApi({
      adminMe: { body: meAs('admin') },
      'POST /api/admin/catalogue-files/products/dryRun': {
        status: 422,
        body: { code: 'importHeader', params: { missing: 'brandId, price' } },
      },
    });
    await renderConsole('/admin/imports');
    await screen.findByRole('heading', { level: 1, name: 'Importar / exportar' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Arquivo', { exact: true }), file('sku\n'));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect((await screen.findByTestId('import-file-error')).textContent).toBe(
      'O cabeçalho do arquivo não corresponde às colunas esperadas. Faltam: brandId, price.',
    );
  });
});
