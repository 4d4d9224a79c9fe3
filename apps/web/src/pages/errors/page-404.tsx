import { useTranslation } from 'react-i18next';
import { ErrorPageContent } from './error-page-content.tsx';

export function Page404() {
  const { t } = useTranslation();
  return <ErrorPageContent code="404" title={t('errors.404.title')} text={t('errors.404.text')} />;
}
