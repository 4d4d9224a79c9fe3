// /auth/new-password: the reset code and a new password.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { NewPasswordForm } from '../../features/auth/new-password-form.tsx';

export function NewPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.newPassword')} />
      <NewPasswordForm />
    </>
  );
}
