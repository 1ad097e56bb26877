/** Image tiles for categories and brands: real buttons in a list. */
import styles from './catalogue.module.css';

export interface Tile {
  key: string;
  label: string;
  imageUrl?: string;
  onSelect: () => void;
}

export function Tiles({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <button type="button" className={styles.tile} onClick={tile.onSelect}>
            {tile.imageUrl ? (
              <img
                src={tile.imageUrl}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className={styles.tileImage}
              />
            ) : null}
            <span>{tile.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
