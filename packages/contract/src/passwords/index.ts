// The common passwords that are refused (`@billfold/contract/passwords`), shared by the API, which
// refuses them, and the web forms, which say so while the user types. The list is zxcvbn-ts's
// (49,233 passwords, about 200 kB gzipped): it is loaded on first use, as a chunk of its own in
// the web app, and stays out of the main contract entry.

/** What the API answers (400 COMMON_PASSWORD) and the forms show for a password on the list. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less guessable one.';

/** The bundled list, compared case-insensitively. */
export interface CommonPasswords {
  has(password: string): boolean;
}

let loading: Promise<CommonPasswords> | undefined;

/** The list, loaded once; a failed load (a chunk the network dropped) is tried again next time. */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => {
      const words = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
      return { has: (password: string) => words.has(password.toLowerCase()) };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
