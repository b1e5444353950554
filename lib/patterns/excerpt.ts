/** The start of a long text for a list: at most `max` characters, cut at a word, with «…». */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const characters = [...flat];
  if (characters.length <= max) return flat;
  const cut = characters.slice(0, max).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
