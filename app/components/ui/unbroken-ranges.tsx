/**
 * A text whose number ranges ("10-15", "5–7") stay on one line: browsers may break a line
 * after a hyphen or a dash, which leaves "10-" at a line's end and "15 days" on the next.
 * Only the range is kept together, so a long text still wraps.
 */
export function UnbrokenRanges({ text }: { text: string }) {
  return text.split(/(\d+\s?[-–]\s?\d+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
