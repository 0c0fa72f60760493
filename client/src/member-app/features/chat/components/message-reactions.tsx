import { useState } from 'react';
import { MESSAGE_REACTIONS, type MessageReaction } from '@blynd/shared';
import type { ChatMessage } from '../../../api/contract';
import { errorMessage } from '../../../../lib/http';
import { nextReaction, reactionCounts } from '../message-log';
import { useChatTexts } from '../texts';

/** The reactions under a message: each emoji with how many, and who (for screen readers). */
export function ReactionCounts({ message, name }: { message: ChatMessage; name: string }) {
  const t = useChatTexts();
  const chips = reactionCounts(message.reactions, MESSAGE_REACTIONS);
  if (chips.length === 0) return null;
  return (
    <ul className="m-reactions" aria-label={t('reactions')}>
      {chips.map((chip) => {
        const who = chip.count > 1 ? t('byYouAnd', { name }) : chip.mine ? t('byYou') : name;
        return (
          <li key={chip.emoji} className={`m-reactions__chip${chip.mine ? ' m-reactions__chip--mine' : ''}`}>
            <span aria-hidden="true">
              {chip.emoji}
              {chip.count > 1 ? ` ${chip.count}` : ''}
            </span>
            <span className="visually-hidden">{t('reactedBy', { reaction: t(`reaction-${chip.emoji}`), who })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "React" on a message: the fixed set as a row of toggle buttons, mine pressed. One per member: another replaces
 * mine, the same one takes it back. The server's answer (and the live frame) update the message.
 */
export function ReactionPicker({
  message,
  onReact,
}: {
  message: ChatMessage;
  onReact: (message: ChatMessage, emoji: MessageReaction | null) => Promise<unknown>;
}) {
  const t = useChatTexts();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mine = message.reactions.find((r) => r.fromMe)?.emoji;
  const menuId = `reactions-${message.seq}`;

  async function choose(emoji: MessageReaction) {
    setError(null);
    try {
      await onReact(message, nextReaction(message, emoji));
      setOpen(false);
    } catch (failure) {
      setError(failure);
    }
  }
  return (
    <>
      <button
        type="button"
        className="m-msg__action"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('react')}
        <span className="visually-hidden">{t('toThisMessage')}</span>
      </button>
      {open && (
        <span className="m-react-menu" role="group" aria-label={t('reactions')} id={menuId}>
          {MESSAGE_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="m-react-menu__emoji"
              aria-label={t(`reaction-${emoji}`)}
              aria-pressed={mine === emoji}
              onClick={() => void choose(emoji)}
            >
              <span aria-hidden="true">{emoji}</span>
            </button>
          ))}
        </span>
      )}
      {error !== null && (
        <span className="m-msg__meta m-msg__meta--failed" role="alert">
          {errorMessage(error)}
        </span>
      )}
    </>
  );
}
