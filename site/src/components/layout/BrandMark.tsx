import { Icon } from "../ui/Icon";

/**
 * The company's mark (three clay granules on amber), drawn in the page rather than fetched: it is
 * in the header of every page and 0.4 KB, so as a file it cost every first visit one more request
 * on the phone's connection, and the logo came after the text. static/logo.svg stays the same
 * drawing for what needs a URL (the JSON-LD logo). Decorative: the link around it is named.
 */
export function BrandMark() {
  return (
    <Icon box={48} size={40}>
      <rect width="48" height="48" rx="10.5" fill="#D9A21B" />
      <g fill="#A84B27">
        <circle cx="24" cy="16.8" r="7.8" />
        <circle cx="15.6" cy="31.2" r="7.8" />
        <circle cx="32.4" cy="31.2" r="7.8" />
      </g>
      <g fill="#C9683A">
        <circle cx="21.5" cy="14.2" r="2.5" />
        <circle cx="13.1" cy="28.7" r="2.5" />
        <circle cx="29.9" cy="28.7" r="2.5" />
      </g>
    </Icon>
  );
}
