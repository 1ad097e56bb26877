/**
 * The console's catalogue screens (issue 13) in jsdom against a fake API: the product form sends
 * the whole product with its tier rows and the version it read, refuses tiers out of order on the
 * screen (no call), shows a stale save's sentence, and is read-only (disabled, no save) for sales.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../contract/index.ts';
import { stubApi } from '../../test/fake-api.ts';
import { meAs, renderConsole } from './render-console.tsx';

vi.setConfig({ testTimeout: 20_000 });

const names = (items: [number, string][]) => ({
  items: items.map(([id, name]) => ({
    id,
    name,
    names: { pt: name },
    version: 1,
    productCount: 3,
  })),
});

const product: AdminProduct = {
  sku: 'CC-350',
  description: 'Cola 350 ml lata',
  descriptions: { pt: 'Cola 350 ml lata' },
  brandId: 2,
  brand: 'Fizzola',
  categoryId: 1,
  category: 'Refrigerantes',
  size: '350 ml',
  unit: 'unit',
  packaging: 'can',
  isGlassBottle: false,
  glassBottles: 0,
  glassBottleProductSku: null,
  boxProductSku: null,
  isBottleBox: false,
  taxRate: 0.18,
  alcoholic: false,
  isMsl: true,
  quantityLimit: null,
  isPromotionType: false,
  isPromo: false,
  unitCost: 3.1,
  suggestedSale: 4.5,
  active: true,
  price: 3.49,
  priceWithoutDiscount: null,
  priceWithoutTax: 2.96,
  imageUrl: null,
  tiers: [{ minimumQuantity: 6, price: 3.29, discountPercentage: null }],
  version: 4,
};

const routes = (role: 'admin' | 'sales') => ({
  adminMe: { body: meAs(role) },
  adminProduct: { body: product },
  adminBrands: {
    body: names([
      [1, 'Guaraná Sol'],
      [2, 'Fizzola'],
    ]),
  },
  adminCategories: { body: names([[1, 'Refrigerantes']]) },
});

describe('product form', () => {
  it('saves the product with an added tier and the version it read', async () => {
    const api = stubApi({
      ...routes('admin'),
      adminUpdateProduct: { body: { ...product, version: 5 } },
    });
    await renderConsole('/admin/catalogue/products/CC-350');
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Preço');
    expect(screen.getByLabelText('Marca')).toHaveValue('2');
    await user.clear(price);
    await user.type(price, '3.59');
    await user.click(screen.getByRole('button', { name: 'Adicionar faixa' }));
    const row = screen.getByTestId('tier-1');
    await user.clear(within(row).getByLabelText('Quantidade mínima'));
    await user.type(within(row).getByLabelText('Quantidade mínima'), '12');
    await user.type(within(row).getByLabelText('ou desconto (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('adminUpdateProduct')).toHaveLength(1));
    const body = api.callsTo('adminUpdateProduct')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 4,
      price: 3.59,
      brandId: 2,
      descriptions: { pt: 'Cola 350 ml lata' },
      tiers: [
        { minimumQuantity: 6, price: 3.29 },
        { minimumQuantity: 12, discountPercentage: 5 },
      ],
    });
    expect(body).not.toHaveProperty('sku');
    await screen.findByText('Alterações salvas.');
  });

  it('refuses tiers out of order on the screen, and shows a stale save', async () => {
    const api = stubApi({
      ...routes('admin'),
      adminUpdateProduct: { status: 409, body: { code: 'staleVersion', params: { version: 5 } } },
    });
    await renderConsole('/admin/catalogue/products/CC-350');
    const user = userEvent.setup();
    await screen.findByLabelText('Preço');
    await user.click(screen.getByRole('button', { name: 'Adicionar faixa' }));
    const row = screen.getByTestId('tier-1');
    await user.clear(within(row).getByLabelText('Quantidade mínima'));
    await user.type(within(row).getByLabelText('Quantidade mínima'), '4');
    await user.type(within(row).getByLabelText('Preço unitário'), '3.19');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await within(row).findByText('As quantidades mínimas devem crescer, sem repetir.');
    expect(api.callsTo('adminUpdateProduct')).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Remover faixa 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alguém salvou este item depois que você o abriu.',
    );
  });

  it('asks for the brand and category of a new product before any call', async () => {
    const api = stubApi(routes('admin'));
    await renderConsole('/admin/catalogue/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('SKU'), 'NEW-1');
    await user.type(screen.getByLabelText('Descrição (PT)'), 'Nova cola 2 L');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Marca')).toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('Categoria')).toHaveAccessibleDescription('Preencha este campo.');
    expect(api.callsTo('adminCreateProduct')).toEqual([]);
  });

  it('shows sales the product read-only: fields disabled, no save, no upload', async () => {
    stubApi(routes('sales'));
    await renderConsole('/admin/catalogue/products/CC-350');
    expect(await screen.findByLabelText('Preço')).toBeDisabled();
    expect(screen.getByText('Somente leitura para a sua função.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar faixa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar imagem' })).toBeNull();
  });
});
