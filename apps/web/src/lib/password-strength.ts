// The password policy in the browser (issue 22): zxcvbn-ts with its bundled common-password
// lists, loaded only on the pages that set a password, on first focus or submit. The server
// refuses the same passwords (apps/api/src/shared/password-policy.ts, which adds the English
// dictionaries); this check only saves a round trip.
import { AuthSecurityMessages } from '@keel/contracts/auth-security';

type Check = (password: string) => boolean;
let checker: Promise<Check> | undefined;

export function preloadPasswordCheck(): Promise<Check> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => {
        const result = factory.check(password.slice(0, 100));
        const commonMatch = result.sequence.some(
          (match) => 'dictionaryName' in match && match.dictionaryName === 'passwords-common',
        );
        return result.score === 0 || (result.score <= 1 && commonMatch);
      };
    },
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/** The message for a refused password, or null; a failed download leaves the check to the server. */
export async function weakPasswordMessage(password: string): Promise<string | null> {
  try {
    return (await preloadPasswordCheck())(password) ? AuthSecurityMessages.passwordTooCommon : null;
  } catch {
    return null;
  }
}
