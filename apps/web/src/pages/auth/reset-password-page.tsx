// /auth/reset-password: ask for a reset code.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.resetPassword')} />
      <ResetPasswordForm />
    </>
  );
}
