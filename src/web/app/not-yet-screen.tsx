/** The placeholder for routes whose screens come in later tasks (translated, never blank). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageScreen } from '../components/message-screen.tsx';

export default function NotYetScreen() {
  const { t } = useTranslation();
  return (
    <MessageScreen title={t('app.notYet.title')}>
      <p>{t('app.notYet.text')}</p>
      <Link to="/home">{t('app.notYet.backHome')}</Link>
    </MessageScreen>
  );
}
