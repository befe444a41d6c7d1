import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";

/**
 * A confirmation step. Server-rendered it is an open, in-page panel, so it works
 * without JavaScript; once hydrated it becomes a modal dialog (the rest of the page
 * is inert, so focus stays inside) and Escape calls `onCancel`.
 */
export function ConfirmDialog({
  titleId,
  title,
  children,
  onCancel,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancel = useEffectEvent(onCancel);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const onEscape = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    dialog.addEventListener("cancel", onEscape);
    return () => {
      dialog.removeEventListener("cancel", onEscape);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={dialogRef} open className="confirm-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
