import { Fragment } from "react";

/**
 * A site's host name that breaks only after a dot on a narrow screen (imigresen-online.imi.
 * gov.my), never inside a word, so a visitor reads the address they must check as written;
 * a part longer than the line still wraps rather than overflow.
 */
export function HostName({ host }: { host: string }) {
  // Each part keeps the dot that ends it: "imigresen-online.", "imi.", "gov.", "my".
  const parts = host.split(/(?<=\.)/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
