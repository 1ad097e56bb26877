/**
 * The combos screens (issue 13): the list says each combo's kind and products; an admin changes a
 * quantity combo's range, sees the preview follow and saves the whole combo with its version; the
 * kinds' rules refuse a product of a family that does not exist on the screen (nothing sent); a
 * sales operator reads without a save button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCombo } from '../../../../contract/index.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { meAs, renderConsole } from '../../test/render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const QUANTITY: AdminCombo = {
  id: 2,
  kind: 'quantity',
  names: { pt: 'Energéticos em quantidade' },
  descriptions: {},
  image: null,
  discountPercentage: null,
  active: true,
  families: [],
  products: [
    { sku: '108103', familyId: null, quantity: 1 },
    { sku: '108104', familyId: null, quantity: 1 },
  ],
  ranges: [
    { minimumQuantity: 6, discountPercentage: 5 },
    { minimumQuantity: 12, discountPercentage: 8 },
  ],
  version: 4,
};
const FAMILY: AdminCombo = {
  ...QUANTITY,
  id: 1,
  kind: 'family',
  names: { pt: 'Monte o seu combo' },
  families: [{ familyId: 1, names: { pt: 'Refrigerantes' }, minimum: 2 }],
  products: [{ sku: '101109', familyId: 1, quantity: 1 }],
  ranges: [],
  version: 1,
};

describe('combos screens', () => {
  it("lists each combo's kind and products", async () => {
    stubApi({
      adminMe: { body: meAs('sales') },
      adminCombos: {
        body: {
          items: [
            {
              id: 2,
              kind: 'quantity',
              name: 'Energéticos',
              image: null,
              active: true,
              productCount: 2,
            },
          ],
        },
      },
    });
    await renderConsole('/admin/combos');
    const table = await screen.findByRole('table', { name: 'Combos' });
    const row = within(table).getByRole('row', { name: /Energéticos/ });
    expect(within(row).getByText('Preço por quantidade')).toBeInTheDocument();
    expect(within(row).getByText('2 produtos')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo combo' })).toBeNull();
  });

  it('saves a changed range with the version read, the preview following', async () => {
    const api = stubApi({
      adminMe: { body: meAs('admin') },
      adminCombo: { body: QUANTITY },
      adminUpdateCombo: ({ body }) => ({ body: { ...(body as AdminCombo), id: 2, version: 5 } }),
    });
    await renderConsole('/admin/combos/2');
    const preview = await screen.findByTestId('combo-preview');
    expect(within(preview).getByText('A partir de 6 unidades: 5% de desconto')).toBeInTheDocument();
    const user = userEvent.setup();
    const second = screen.getByTestId('range-1');
    await user.clear(within(second).getByLabelText('Desconto (%)'));
    await user.type(within(second).getByLabelText('Preço unitário'), '2.5');
    expect(
      within(preview).getByText(/A partir de 12 unidades: R\$\s2,50 cada/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar combo' }));
    await waitFor(() => expect(api.callsTo('adminUpdateCombo')).toHaveLength(1));
    expect(api.callsTo('adminUpdateCombo')[0]?.body).toMatchObject({
      kind: 'quantity',
      ranges: [
        { minimumQuantity: 6, discountPercentage: 5 },
        { minimumQuantity: 12, price: 2.5 },
      ],
      families: [],
      version: 4,
    });
  });

  it('refuses a product of a family that does not exist, sending nothing', async () => {
    const api = stubApi({ adminMe: { body: meAs('admin') }, adminCombo: { body: FAMILY } });
    await renderConsole('/admin/combos/1');
    const product = await screen.findByTestId('product-0');
    const user = userEvent.setup();
    const family = within(product).getByLabelText('Nº da família');
    await user.clear(family);
    await user.type(family, '7');
    await user.click(screen.getByRole('button', { name: 'Salvar combo' }));
    expect(await within(product).findByText('Não há família com este número.')).toBeInTheDocument();
    expect(api.callsTo('adminUpdateCombo')).toHaveLength(0);
  });

  it('shows a sales operator the combo without a save button', async () => {
    stubApi({ adminMe: { body: meAs('sales') }, adminCombo: { body: FAMILY } });
    await renderConsole('/admin/combos/1');
    expect(
      await screen.findByText(
        'Você pode consultar os combos; só os administradores podem alterá-los.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar combo' })).toBeNull();
    expect(screen.getByTestId('combo-preview').textContent).toContain(
      'Pelo menos 2 de Refrigerantes',
    );
  });
});
