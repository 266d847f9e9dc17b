/**
 * The pseudo-locale's text (decision 0017): English with every letter accented and about 40%
 * longer, in brackets no visitor types (⟦ ⟧), as Android's en-XA. Switched on only in tests, it shows a string the code
 * writes itself (it stays plain), one cut off (a bracket is missing) and a layout that cannot
 * take a longer language. Placeholders, addresses and e-mail addresses are kept as they are.
 */

// Plain strings, one accented letter per Latin one: nothing here runs until a function is called.
const latinLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const accentedLetters = "àƀçđéƒĝĥíĵķľɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĽṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";

/** Padding words, accented already: a language about 40% longer than English. */
const padding = "ŀöŕéɱ íþšûɱ đöľöŕ šíţ àɱéţ çöñšéçţéţûŕ àđíþíšçíñĝ éľíţ šéđ đö éíûšɱöđ ţéɱþöŕ";

/** What stays as written: placeholders, addresses, e-mail addresses and hosts. */
const kept = /(\{\w+\}|\w+:\/\/\S+|[\w.+-]+@[\w.-]+|\b[\w-]+\.(?:com|gov|org|in|ae|net|io)\b\S*)/;

/** The text with every letter accented, and nothing added: what a fact reads as in the pseudo-locale. */
export function accent(text: string): string {
  return text
    .split(kept)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => accentedLetters[latinLetters.indexOf(letter)]!),
    )
    .join("");
}

/** Whether a text is the pseudo-locale's: only its texts stand in these brackets. */
export const isPseudoText = (text: string) => text.includes("⟦");

export function pseudoLocalize(text: string): string {
  if (!/[A-Za-z]/.test(text.replace(new RegExp(kept, "g"), ""))) return text;
  // Spaces at either end join the text to what stands beside it, and a sentence's last mark
  // ends it ("?" ends a question): they stay outside.
  const [, before, inner, after] = /^(\s*)([\s\S]*?)([.?!:;,]*\s*)$/.exec(text)!;
  const body = accent(inner!);
  const paddingWords = padding.split(" ");
  const words: string[] = [];
  for (let length = 0; length < inner!.length * 0.4; length += words.at(-1)!.length + 1) {
    words.push(paddingWords[words.length % paddingWords.length]!);
  }
  return `${before}⟦${body} ${words.join(" ")}⟧${after}`;
}
