import type { ReactNode } from "react";
import type { TicketAttachment, TicketDetail } from "@/lib/contract/support";
import { requestDateTime } from "@/lib/support/request-dates";
import { REQUEST_KINDS } from "@/lib/support/request-kinds";
import { AnswerRating } from "./answer-rating";
import { AttachmentLinks } from "./attachment-links";

interface MessageProps {
  id: string;
  author: string;
  /** Support's (or the management's) answer, told apart by side, colour and a word. */
  answerer: string | null;
  at: string;
  text: string;
  files: readonly TicketAttachment[];
  footer?: ReactNode;
}

function Message({ id, author, answerer, at, text, files, footer }: MessageProps) {
  const fromSupport = answerer !== null;
  return (
    <li className={`flex w-full flex-col ${fromSupport ? "items-end" : "items-start"}`}>
      <article
        aria-labelledby={`${id}-author`}
        className={`flex w-full max-w-[40rem] flex-col gap-2 rounded-2xl border p-3 md:p-4 ${
          fromSupport ? "rounded-se-sm border-primary/30 bg-primary-soft" : "rounded-ss-sm border-border bg-surface"
        }`}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={`${id}-author`} className="text-sm font-bold">
            {author}
          </h3>
          {fromSupport ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-bold text-on-primary">
              {answerer}
            </span>
          ) : null}
          <time dateTime={at} dir="ltr" className="ms-auto text-xs whitespace-nowrap text-muted">
            {requestDateTime(at)}
          </time>
        </header>
        <p className="text-sm leading-7 wrap-anywhere whitespace-pre-line">{text}</p>
        <AttachmentLinks files={files} label={`پیوست‌های پیام ${author}`} />
        {footer}
      </article>
    </li>
  );
}

/**
 * The request's messages in order: the user's own first words and replies on one side, support's
 * answers on the other in their colour with the agent's name, each with its time and files, and
 * each of support's answers rated from one to five stars.
 */
export function Conversation({ request }: { request: TicketDetail }) {
  const answerer = REQUEST_KINDS[request.type].answerer;
  return (
    <section aria-labelledby="conversation-title" className="flex flex-col gap-3">
      <h2 id="conversation-title" className="text-base font-bold">
        گفت‌وگو
      </h2>
      <ol className="flex flex-col gap-3">
        <Message
          id="message-opening"
          author={request.author_name}
          answerer={null}
          at={request.created_at}
          text={request.description}
          files={request.attachments}
        />
        {request.interactions.map((message) => (
          <Message
            key={message.id}
            id={`message-${message.id}`}
            author={message.author_name}
            answerer={message.from === "support" ? answerer : null}
            at={message.created_at}
            text={message.description}
            files={message.attachments}
            footer={
              message.from === "support" ? (
                <AnswerRating ticketId={request.ticket_id} interactionId={message.id} rate={message.rate} />
              ) : null
            }
          />
        ))}
      </ol>
    </section>
  );
}
