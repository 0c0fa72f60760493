export function CheckIcon() {
  return (
    <svg className="check-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.15" />
      <path
        d="m6 10.2 2.6 2.6L14.2 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What a plan includes, one tick a line (the plans page's cards, the checkout's plan). */
export function CheckList({ className, items }: { className: string; items: readonly string[] }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  );
}
