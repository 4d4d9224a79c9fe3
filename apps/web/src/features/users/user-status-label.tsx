// The coloured status label of a user: active green, banned red (docs/spec/pages.md#users), the
// soft label the other lists' statuses use (components/label/label.tsx).
import { useTranslation } from 'react-i18next';
import type { User } from '@keel/contracts/user';
import { Label } from '../../components/label/label.tsx';

export function UserStatusLabel({ status }: { status: User['status'] }) {
  const { t } = useTranslation('users');
  return <Label color={status === 'active' ? 'success' : 'error'}>{t(`status.${status}`)}</Label>;
}
