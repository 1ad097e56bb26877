import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

function List({ total, list }: { total: number; list: string }) {
  const count = useProgressiveCount(total, 3, list);
  return <p>{count}</p>;
}

const shown = () => Number(screen.getByRole('paragraph').textContent);

describe('useProgressiveCount', () => {
  it('mounts a step at first, then the rest in later tasks', async () => {
    render(<List total={8} list="a" />);
    expect(shown()).toBe(3);
    expect(await screen.findByText('8')).toBeInTheDocument();
  });

  it('never shows more than the list has, and a short list is whole at once', () => {
    render(<List total={2} list="a" />);
    expect(shown()).toBe(2);
  });

  it('starts again from a step for another list', async () => {
    const { rerender } = render(<List total={8} list="a" />);
    await screen.findByText('8');
    rerender(<List total={8} list="b" />);
    expect(shown()).toBe(3);
    expect(await screen.findByText('8')).toBeInTheDocument();
  });

  it('can mount a larger first screenful, then a step per task', async () => {
    const seen: number[] = [];
    function Counted() {
      const count = useProgressiveCount(12, 3, 'a', 6);
      seen.push(count);
      return <p>{count}</p>;
    }
    render(<Counted />);
    expect(shown()).toBe(6);
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect([...new Set(seen)]).toEqual([6, 9, 12]);
  });
});
