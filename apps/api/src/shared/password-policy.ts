// The server's password policy (issue 22): a new password that zxcvbn-ts finds in its bundled
// common-password lists (or scores 0) is refused. The same check runs in the web app before the
// form is sent (apps/web/src/features/auth/password-strength.ts); this one is the rule. The
// dictionaries (~5 MB) load on the first password set, not at start-up.
import { AuthSecurityMessages } from '@keel/contracts/auth-security';
import { badRequest } from './http-error.ts';

type Checker = (password: string) => { score: number; commonMatch: boolean };
let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return (password: string) => {
      const result = factory.check(password.slice(0, 100));
      const commonMatch = result.sequence.some(
        (match) => 'dictionaryName' in match && match.dictionaryName === 'passwords-common',
      );
      return { score: result.score, commonMatch };
    };
  });
  return checker as Promise<Checker>;
}

/** Whether a password is common or trivially guessable (refused when set). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const result = (await loadChecker())(password);
  if (result.score === 0) return true;
  return result.score <= 1 && result.commonMatch;
}

/** Throws 400 with the message on `field` when the password is refused. */
export async function assertPasswordAllowed(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badRequest(AuthSecurityMessages.passwordTooCommon, {
      [field]: AuthSecurityMessages.passwordTooCommon,
    });
  }
}
