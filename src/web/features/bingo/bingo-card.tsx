/**
 * The current bingo card (SPEC §3 "Bingo", §4 incomplete / complete): the products to buy, the
 * acquired ones marked with the check image and an "acquired" text, and the prizes.
 */
import { useT } from '../../lib/use-t.ts';
import { bingoCardComplete, type BingoCardAnswer } from './bingo-queries.ts';
import styles from './bingo.module.css';

function CheckMark({ src }: { src: string | undefined }) {
  if (src) return <img className={styles.check} src={src} alt="" width="32" height="32" />;
  return (
    <svg className={styles.check} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="m6.5 12.5 3.5 3.5 7.5-7.5" stroke="#fff" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

export function BingoCardView({ card }: { card: BingoCardAnswer }) {
  const t = useT();
  const acquired = new Set(card.acquiredProducts);
  const acquiredCount = card.products.filter((product) => acquired.has(product.sku)).length;
  const complete = bingoCardComplete(card);

  return (
    <section className={styles.section} aria-labelledby="bingo-card-title">
      <h2 id="bingo-card-title" className={styles.subheading}>
        {t('bingo.card.title')}
      </h2>
      <p className={styles.state} data-complete={complete}>
        <strong>{complete ? t('bingo.card.complete') : t('bingo.card.incomplete')}</strong>{' '}
        {t('bingo.card.progress', { acquired: acquiredCount, count: card.products.length })}
      </p>
      <ul className={styles.grid}>
        {card.products.map((product) => {
          const isAcquired = acquired.has(product.sku);
          return (
            <li key={product.sku} className={styles.cell} data-acquired={isAcquired}>
              <img
                className={styles.productImage}
                src={product.imgURL}
                alt=""
                width="72"
                height="72"
                loading="lazy"
              />
              <span className={styles.description}>{product.description}</span>
              {isAcquired ? <CheckMark src={card.imgCheckURL} /> : null}
              <span className={isAcquired ? styles.acquiredText : 'visually-hidden'}>
                {isAcquired ? t('bingo.card.acquired') : t('bingo.card.notAcquired')}
              </span>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.prizeHeading}>{t('bingo.card.prizes')}</h3>
      <div className={styles.prizes}>
        {card.imgPrizeURL ? (
          <img
            className={styles.prizeImage}
            src={card.imgPrizeURL}
            alt=""
            width="96"
            height="96"
            loading="lazy"
          />
        ) : null}
        <ul className={styles.prizeList}>
          {card.prizeProducts.map((prize, index) => (
            <li key={`${prize.description}-${index}`}>
              {t('bingo.card.prizeLine', { qty: prize.qty, description: prize.description })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
