import type { ReactNode } from 'react';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeKind } from '@blynd/shared';

type NoticeGridProps = {
  className: string;
  /** A caption read by screen readers only. */
  caption?: string;
  /** The first column's header ("Kind"). */
  kindHeader: string;
  kindLabel: (kind: NoticeKind) => string;
  channelLabel: (channel: NoticeChannel) => string;
  /** What a kind gets on a channel: its frequency, or the control that sets it. */
  cell: (kind: NoticeKind, channel: NoticeChannel) => ReactNode;
};

/** The notification kinds × channels grid: the member's settings in /app, read on the member's record. */
export function NoticeGrid({ className, caption, kindHeader, kindLabel, channelLabel, cell }: NoticeGridProps) {
  return (
    <table className={className}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{kindHeader}</th>
          {NOTICE_CHANNELS.map((channel) => (
            <th scope="col" key={channel}>
              {channelLabel(channel)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTICE_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{kindLabel(kind)}</th>
            {NOTICE_CHANNELS.map((channel) => (
              <td key={channel}>{cell(kind, channel)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
