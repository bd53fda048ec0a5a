// The account password policy (spec 001 §5: at least 8 characters with lowercase letters and numbers),
// plus what OWASP adds: up to 128 characters accepted, and passwords from breach lists refused.

/** Passwords that meet the rules but appear near the top of every breach list; compared in lower case. */
const COMMON = new Set([
  'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p4ssw0rd', 'abc12345', 'abcd1234', 'abc123456', 'qwerty123', 'qwerty1234',
  'qwerty12', 'qwe12345', 'asdf1234', 'zxcv1234', 'iloveyou1', 'welcome1', 'welcome123', 'letmein1', 'monkey123', 'dragon123', 'sunshine1',
  'princess1', 'football1', 'baseball1', 'superman1', 'trustno1', 'master123', 'hello123', 'freedom1', 'whatever1', 'charlie1', 'michael1',
  'jennifer1', 'jordan23', 'hunter123', 'shadow123', 'soccer123', 'killer123', 'a1b2c3d4', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'q1w2e3r4t5',
  'zaq12wsx', '1qaz2wsx', 'test1234', 'admin123', 'admin1234', 'changeme1', 'secret123', 'computer1', 'internet1', 'samsung1', 'toyota123',
  'nissan123', 'honda123', 'japan123', 'roro1234', 'roromotors1', 'nairobi1', 'mombasa1', 'kenya123', 'africa123', 'lagos123', 'moscow123',
  'parola123', 'motdepasse1', 'senha1234', 'senha123', 'azerty123', 'azerty12', 'bonjour1', 'soleil123', 'loveyou1', 'mustang1', 'ferrari1',
  'starwars1', 'pokemon1', 'batman123', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'winter2026', 'spring2026', 'autumn2026',
]);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What is wrong with a password: the English words the API answers, and the text key pages translate them by. */
export function passwordCheck(password: string): { message: string; key: string } | null {
  if (password.length < PASSWORD_MIN) return { message: `Password must be at least ${PASSWORD_MIN} characters.`, key: 'password-too-short' };
  if (password.length > PASSWORD_MAX) return { message: `Password must be at most ${PASSWORD_MAX} characters.`, key: 'password-too-long' };
  if (!/[a-z]/.test(password)) return { message: 'Password must contain a lowercase letter.', key: 'password-no-lowercase' };
  if (!/[0-9]/.test(password)) return { message: 'Password must contain a number.', key: 'password-no-number' };
  if (COMMON.has(password.toLowerCase())) return { message: 'This password is too common: choose one that is harder to guess.', key: 'password-too-common' };
  return null;
}

/** What is wrong with a password, in English; null when it will do. */
export function passwordProblem(password: string): string | null {
  return passwordCheck(password)?.message ?? null;
}
