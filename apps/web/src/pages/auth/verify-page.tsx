// /auth/verify: confirm the e-mail address with its 6-digit code.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { VerifyForm } from '../../features/auth/verify-form.tsx';

export function VerifyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.verify')} />
      <VerifyForm />
    </>
  );
}
