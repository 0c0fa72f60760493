import { useDataSaver } from './data-saver';

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/**
 * A member's blyndmoji, decorative beside their name; with the data saver on, their initials instead, so no image
 * is fetched (decision 0173).
 */
export function MemberAvatar({
  src,
  name,
  size,
  className,
}: {
  src: string;
  name: string;
  size: number;
  className?: string;
}) {
  const saver = useDataSaver();
  if (saver)
    return (
      <span
        className={`m-avatar-initials ${className ?? ''}`}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
        aria-hidden="true"
      >
        {initialsOf(name)}
      </span>
    );
  return <img className={className} src={src} alt="" width={size} height={size} />;
}
