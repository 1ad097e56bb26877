import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { QuantityControl } from './quantity-control.tsx';

beforeAll(async () => {
  await initI18n('en');
});

function Harness({ limit, start = 1 }: { limit: number; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityControl value={value} onChange={setValue} limit={limit} label="Cola 2L" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity of Cola 2L' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Cola 2L' });

describe('QuantityControl (SPEC §5 quantity input)', () => {
  it('is a numeric text input with labelled minus/plus buttons', () => {
    render(<Harness limit={10} />);
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('min', '1');
  });

  it.each([
    ['12', '12'],
    ['1a2', '12'],
    ['-5', '5'],
    ['3.7', '37'],
    ['abc', ''],
  ])('keeps digits only: typing %j shows %j (SPEC §5 digits only)', (typed, shown) => {
    render(<Harness limit={9999} />);
    fireEvent.input(input(), { target: { value: typed } });
    expect(input()).toHaveValue(shown);
  });

  it('an empty field becomes the minimum 1 on blur (SPEC §5 minimum 1)', () => {
    render(<Harness limit={10} start={4} />);
    fireEvent.input(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input()).toHaveValue('1');
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it.each([
    [5, 4, false],
    [5, 5, true],
    [9999, 9999, true],
  ])(
    'limit %i at quantity %i: plus disabled=%s (SPEC §5 plus disabled at the limit)',
    (limit, start, disabled) => {
      render(<Harness limit={limit} start={start} />);
      if (disabled) expect(plus()).toBeDisabled();
      else expect(plus()).toBeEnabled();
    },
  );

  it('caps typed quantities at the limit and steps by 1 (SPEC §5)', () => {
    render(<Harness limit={5} />);
    fireEvent.input(input(), { target: { value: '80' } });
    expect(input()).toHaveValue('5');
    expect(plus()).toBeDisabled();
    fireEvent.click(minus());
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    fireEvent.click(plus());
    expect(screen.getByTestId('value')).toHaveTextContent('5');
  });

  it('minus is disabled at the minimum 1', () => {
    render(<Harness limit={5} />);
    expect(minus()).toBeDisabled();
  });
});
