import type { Messages } from '@lingui/core';

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Accents every letter and makes each word 35 % longer (German and Finnish run that much longer),
 * word by word so lines still break where real text would.
 */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = word.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
    return accented + accented.slice(0, Math.ceil(word.length * 0.35)).toLowerCase();
  });
}

type Compiled = Messages[string];

/**
 * A compiled message is a string or a list of tokens: text, and placeholders whose plural or
 * select choices are compiled messages again. Only the text is changed; names stay as they are.
 */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, format, choices] = token;
    if (!choices || typeof choices !== 'object') return token;
    const mapped = Object.fromEntries(
      Object.entries(choices).map(([key, choice]) => [
        key,
        typeof choice === 'number' ? choice : pseudoMessage(choice),
      ]),
    );
    return [name, format, mapped] as typeof token;
  }) as Compiled;
}

export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
}
