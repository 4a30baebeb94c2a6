import { useMessages } from '../../../i18n';
import { PublicNoticePage } from '../../layouts/public-page';

/** /change-password: placeholder until the recovery screens land. */
export function ChangePasswordRoute() {
  const t = useMessages();
  return <PublicNoticePage title={t.recovery.changeTitle} body={t.recovery.changeBody} />;
}
