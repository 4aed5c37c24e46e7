/**
 * A failure said where it happened, at once to a screen reader too (`role="alert"`): the
 * message in a paragraph of the screen's class, or nothing while there is none.
 */
export function Alert({ message, className, id }: { message: string | null | undefined; className?: string | undefined; id?: string | undefined }) {
  return message ? (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  ) : null;
}
