/**
 * An editable list of form rows (a product's tiers, a combo's families, products or price
 * ranges): each row's fields with its remove button, then the add button — the buttons only for
 * operators who may edit. Rows carry `data-testid="<testId>-<index>"`.
 */
import type { ReactNode } from 'react';

export interface RowListProps {
  rows: readonly { id: string }[];
  testId: string;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
  may: boolean;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}

export function RowList({
  rows,
  testId,
  children,
  may,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: RowListProps) {
  return (
    <>
      <div className="tier-rows">
        {rows.map((row, index) => (
          <div className="tier-row" key={row.id} data-testid={`${testId}-${index}`}>
            {children(index)}
            {may ? (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => onRemove(index)}
              >
                {removeLabel(index)}
              </button>
            ) : null}
          </div>
        ))}
      </div>
      {may ? (
        <button type="button" className="button button-secondary button-small" onClick={onAdd}>
          {addLabel}
        </button>
      ) : null}
    </>
  );
}
