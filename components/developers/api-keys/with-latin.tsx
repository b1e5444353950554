/** Runs of Latin characters (an address, IPv4, CIDR) inside Persian words. */
const LATIN_RUN = /([\x21-\x7e]+)/;

/**
 * Persian text whose Latin runs are set as Latin text: the panel's Persian face would show an
 * address's digits as Persian ones, and «10.0.0.300» must read exactly as it was typed.
 */
export function WithLatin({ text }: { text: string }) {
  return text.split(LATIN_RUN).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="latin">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
