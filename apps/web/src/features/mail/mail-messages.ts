// Server and validation texts about mail, in the reader's language. Fixed texts are keys of the
// validation namespace; the ones naming an address are built here from the mail namespace.
import type { TFunction } from 'i18next';

export function translateMailMessage(t: TFunction, message: string): string {
  const invalid = /^(.*) is not a valid e-mail$/.exec(message);
  if (invalid) return t('mail:compose.invalidEmail', { email: invalid[1] });
  const unknown = /^No Keel user with e-mail (.*)$/.exec(message);
  if (unknown) return t('mail:compose.unknownRecipient', { email: unknown[1] });
  return t(message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
