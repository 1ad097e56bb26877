/**
 * The NPS survey on /order/complete (SPEC §4 "Survey (NPS)": score 0 to 10, 6 or less opens a
 * feedback form, higher thanks the user; §7 PUT user/session {key, value}). The score is a native
 * radio group drawn as buttons; the answer is sent as `npsScore`, then `npsFeedback`.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { NPS_MAX_SCORE, NPS_MIN_SCORE, npsFollowUp } from '../../../domain/nps.ts';
import { apiClient } from '../../lib/api-client.ts';
import styles from './checkout.module.css';

/** The server's limit on a session value (src/contract user/session body). */
export const NPS_FEEDBACK_MAX_LENGTH = 2000;

const SCORES = Array.from(
  { length: NPS_MAX_SCORE - NPS_MIN_SCORE + 1 },
  (_, index) => NPS_MIN_SCORE + index,
);

async function saveSessionValue(key: 'npsScore' | 'npsFeedback', value: string | number) {
  await apiClient.call('putUserSession', { body: { key, value } });
}

type Stage = 'asking' | 'sending' | 'failed' | 'thanked';

export function NpsSurvey({ onAnswered }: { onAnswered: () => void }) {
  const t = useT();
  const id = useId();
  const [score, setScore] = useState<number | undefined>();
  const [feedback, setFeedback] = useState('');
  const [stage, setStage] = useState<Stage>('asking');
  const wantsFeedback = score !== undefined && npsFollowUp(score) === 'feedback';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === undefined || stage === 'sending') return;
    setStage('sending');
    try {
      await saveSessionValue('npsScore', score);
      const text = feedback.trim().slice(0, NPS_FEEDBACK_MAX_LENGTH);
      if (wantsFeedback && text !== '') await saveSessionValue('npsFeedback', text);
      onAnswered();
      setStage('thanked');
    } catch {
      setStage('failed');
    }
  };

  if (stage === 'thanked') {
    return (
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('nps.title')}
        </h2>
        <p role="status">{t('nps.thanks')}</p>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('nps.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.npsGroup} aria-describedby={`${id}-scale`}>
          <legend>{t('nps.question')}</legend>
          <div className={styles.scores}>
            {SCORES.map((value) => (
              <label key={value} className={styles.score}>
                <input
                  type="radio"
                  name={`${id}-score`}
                  value={value}
                  checked={score === value}
                  onChange={() => setScore(value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
          <p id={`${id}-scale`} className={styles.scale}>
            <span>{t('nps.low')}</span>
            <span>{t('nps.high')}</span>
          </p>
        </fieldset>
        {wantsFeedback && (
          <div className={styles.feedback}>
            <label htmlFor={`${id}-feedback`}>{t('nps.feedbackLabel')}</label>
            <textarea
              id={`${id}-feedback`}
              rows={3}
              maxLength={NPS_FEEDBACK_MAX_LENGTH}
              value={feedback}
              onChange={(event) => setFeedback(event.target.value)}
            />
          </div>
        )}
        {stage === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('nps.failed')}
          </p>
        )}
        <button
          type="submit"
          className={styles.primary}
          disabled={score === undefined || stage === 'sending'}
        >
          {stage === 'sending' ? t('nps.sending') : t('nps.send')}
        </button>
      </form>
    </section>
  );
}
