/**
 * Passwords refused because they top every leaked-password list (decisions.md).
 * Compared case-insensitively; the demo passwords are not on it.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345', '1234', '111111', '000000', '123123',
  '654321', '666666', '121212', '112233', '123321', '696969', '987654321', '1q2w3e4r', '1q2w3e', 'qwerty',
  'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'password', 'password1', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'letmein', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123',
  'administrator', 'root', 'toor', 'login', 'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'monkey', 'dragon',
  'football', 'baseball', 'soccer', 'master', 'shadow', 'sunshine', 'princess', 'superman', 'batman',
  'trustno1', 'starwars', 'whatever', 'freedom', 'hello', 'hello123', 'charlie', 'michael', 'jennifer',
  'jordan', 'hunter', 'hunter2', 'killer', 'pokemon', 'secret', 'changeme', 'default', 'guest', 'test',
  'test123', 'testing', 'student', 'student1', 'student123', 'teacher', 'teacher1', 'teacher123', 'school',
  'school123', 'india123', 'computer', 'internet', 'samsung', 'google', 'mustang', 'access', 'flower',
  'cheese', 'summer', 'winter', 'qazwsx', 'zaq12wsx', 'aa123456', 'a123456', 'qwe123', '123qwe', '1qaz2wsx',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
