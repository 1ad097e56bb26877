/** SPEC §2 /error (param errorMessage, default key notFound.error): a known key's text only. */
import { useT } from '../../lib/use-t.ts';
import { Link, useSearchParams } from 'react-router';
import { MessageScreen } from '../../components/message-screen.tsx';
import { errorPageKey } from './error-page-message.ts';

export function ErrorScreen() {
  const t = useT();
  const [query] = useSearchParams();
  const key = errorPageKey(query.get('errorMessage'));
  return (
    <MessageScreen title={t('errorPage.title')}>
      <p role="alert">{t(key)}</p>
      <Link to="/" reloadDocument>
        {t('errorPage.backToStart')}
      </Link>
    </MessageScreen>
  );
}
