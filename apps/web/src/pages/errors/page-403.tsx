import { useTranslation } from 'react-i18next';
import { ErrorPageContent } from './error-page-content.tsx';

export function Page403() {
  const { t } = useTranslation();
  return <ErrorPageContent code="403" title={t('errors.403.title')} text={t('errors.403.text')} />;
}
